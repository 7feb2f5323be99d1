import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClass } from '../components/ui/button.ts';
import { PageAdopted } from '../lib/drawing.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useRouteError } from '../lib/router/index.ts';

const RELOAD_MARK = 'glentia.reloadedForUpdate';

/** After a deploy, old pages ask for code files that no longer exist (SPEC §8: reload the page). */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

/** What any screen shows when it fails to load or draw. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isStaleChunkError(error);

  useEffect(() => {
    if (!stale) return;
    // Reload once to pick up the new build; a second failure in a row shows the error instead.
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last > 10_000) {
      sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
      window.location.reload();
    }
  }, [stale]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-safe text-center">
      <h1 className="text-2xl font-bold">{t('errors.pageTitle')}</h1>
      <p className="mt-2 text-muted">{t('errors.pageMessage')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('errors.reload')}
        </button>
        <a href="/" className={buttonClass({ variant: 'secondary' })}>
          {t('notFound.home')}
        </a>
      </div>
      <PageAdopted />
    </main>
  );
}
