import { House, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useRouteHandle } from '../route-handle.ts';

/**
 * The page of every screen that is not built yet: its real title, an honest note that it is coming,
 * and ways back to what already works. No sample data.
 */
export function ComingSoonRoute() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(`routes.${handle.title}`) : t('appName');
  return (
    <section className="flex min-h-[65dvh] flex-col items-center justify-center py-12 text-center">
      <div className="relative mb-6">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 scale-150 rounded-full bg-primary-soft blur-2xl"
        />
        <div className="flex size-20 items-center justify-center rounded-3xl bg-surface shadow-raised">
          <Sparkles aria-hidden="true" className="size-9 text-accent" />
        </div>
      </div>
      <p className="mb-3 inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-soft-foreground">
        {t('comingSoon.badge')}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="mt-3 max-w-md text-pretty text-muted">{t('comingSoon.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          <House aria-hidden="true" className="size-4" />
          {t('comingSoon.home')}
        </Link>
        {handle?.title !== 'search' && (
          <Link to="/glentia" className={buttonClass({ variant: 'secondary' })}>
            <Search aria-hidden="true" className="size-4" />
            {t('comingSoon.browse')}
          </Link>
        )}
      </div>
    </section>
  );
}
