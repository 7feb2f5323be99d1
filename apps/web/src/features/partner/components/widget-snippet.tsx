import { type ReactNode, useState } from 'react';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CopyLinkField } from '../../events/components/copy-link-field.tsx';

export type WidgetKind = 'venue' | 'artist';
type Language = 'el' | 'en';
type Theme = 'auto' | 'light' | 'dark';

const LANGUAGES: Language[] = ['el', 'en'];
const THEMES: Theme[] = ['auto', 'light', 'dark'];

/** The two ways to put a schedule on another website: Glentia's script, or its frame page. */
export function widgetSnippets(origin: string, kind: WidgetKind, id: string, lang: Language, theme: Theme) {
  return {
    script: `<script src="${origin}/embed.js" data-${kind}="${id}" data-lang="${lang}" data-theme="${theme}" async></script>`,
    frame: `<iframe src="${origin}/embed/${kind}/${id}?lang=${lang}&amp;theme=${theme}" title="Glentia" width="100%" height="480" loading="lazy"></iframe>`,
  };
}

/**
 * "Widget for your website" (README): the snippet a venue's partner, or an admin, copies to show
 * the venue's (or an artist's) next nights on another website, in the language and look chosen.
 * `choices` are several venues to pick from (a partner's), named.
 */
export function WidgetSnippet({
  kind,
  choices,
}: {
  kind: WidgetKind;
  choices: ReadonlyArray<{ id: string; name: string }>;
}): ReactNode {
  const { t } = useTranslation('embed');
  const [id, setId] = useState(choices[0]?.id ?? '');
  const [lang, setLang] = useState<Language>('el');
  const [theme, setTheme] = useState<Theme>('auto');
  if (!choices.some((choice) => choice.id === id)) return null;
  const origin = window.location.origin;
  const snippets = widgetSnippets(origin, kind, id, lang, theme);
  return (
    <TitledSection id="widget" title={t('title')}>
      <div className="space-y-4 rounded-2xl border border-border bg-surface p-4 shadow-card">
        <p className="text-sm text-muted">{t('intro')}</p>
        <div className="flex flex-wrap gap-3">
          {choices.length > 1 && (
            <SelectField
              className="min-w-36 flex-1"
              label={t('venue')}
              value={id}
              options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={setId}
            />
          )}
          <SelectField
            className="min-w-36 flex-1"
            label={t('language')}
            value={lang}
            options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            onChange={setLang}
          />
          <SelectField
            className="min-w-36 flex-1"
            label={t('theme')}
            value={theme}
            options={THEMES.map((value) => ({ value, label: t(`themes.${value}`) }))}
            onChange={setTheme}
          />
        </div>
        <CopyLinkField label={t('script')} copyLabel={t('copy')} url={snippets.script} />
        <CopyLinkField label={t('frame')} copyLabel={t('copy')} url={snippets.frame} />
        <p className="text-xs text-muted">{t('policy', { origin })}</p>
      </div>
    </TitledSection>
  );
}
