import { ChevronRight, Search } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

/** The large button to the search screen. */
export function FindGlentiaLink() {
  const { t } = useTranslation('home');
  return (
    <Link
      to="/glentia"
      className="group flex min-h-18 items-center gap-4 rounded-2xl bg-accent p-4 text-accent-foreground shadow-raised transition hover:brightness-105 active:scale-[0.99]"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/20">
        <Search aria-hidden="true" className="size-6" strokeWidth={2.5} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg leading-tight font-bold">{t('find.title')}</span>
        <span className="block text-sm opacity-90">{t('find.hint')}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-6 shrink-0 transition-transform group-hover:translate-x-1"
      />
    </Link>
  );
}
