import { House } from 'lucide-react';
import { buttonClass } from '../../components/ui/button.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router/index.ts';

/** Shown for /not-found and for every path Glentia does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[65dvh] flex-col items-center justify-center py-12 text-center">
      <p
        aria-hidden="true"
        className="bg-linear-to-br from-primary to-accent bg-clip-text text-8xl font-black tracking-tighter text-transparent"
      >
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-sm text-muted">{t('notFound.message')}</p>
      <Link to="/" className={buttonClass({ variant: 'primary', className: 'mt-8' })}>
        <House aria-hidden="true" className="size-4" />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
