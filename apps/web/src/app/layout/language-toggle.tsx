import { Languages } from 'lucide-react';
import { buttonClass } from '../../components/ui/button.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../stores/session.ts';

/** Quick Greek ⇄ English switch in the header; the choice is saved like the appearance setting. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSession((state) => state.setLanguage);
  const current = i18n.resolvedLanguage === 'en' ? 'en' : 'el';
  const next = current === 'el' ? 'en' : 'el';
  const code = next === 'en' ? 'EN' : 'ΕΛ';
  return (
    <button
      type="button"
      data-testid="language-toggle"
      // The name starts with the visible code, so voice control ("tap EN") finds the button.
      aria-label={`${code} – ${t('language')}: ${t(`languageNames.${next}`)}`}
      title={t(`languageNames.${next}`)}
      onClick={() => setLanguage(next)}
      className={buttonClass({ variant: 'ghost', size: 'custom', className: 'h-11 shrink-0 gap-1 px-2.5' })}
    >
      <Languages aria-hidden="true" className="size-5" />
      <span aria-hidden="true" className="text-xs font-bold tracking-wide">
        {code}
      </span>
    </button>
  );
}
