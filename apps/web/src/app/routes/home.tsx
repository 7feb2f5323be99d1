import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { PullToRefreshIndicator } from '../../components/pull-to-refresh-indicator.tsx';
import { buttonClass } from '../../components/ui/button.ts';
import { RetryButton, retryOf } from '../../components/ui/retry-button.tsx';
import { FooterAds } from '../../features/ads/components/footer-ads.tsx';
import { HomeAdBlock } from '../../features/ads/components/home-ad-block.tsx';
import { useSocialLoginReturn } from '../../features/auth/hooks/use-social-login-return.ts';
import { EventCarousel, EventCarouselSkeleton } from '../../features/events/components/event-carousel.tsx';
import { EventRow } from '../../features/events/components/event-row.tsx';
import { lacks, useInitialize } from '../../features/home/api/get-initialize.ts';
import { FindGlentiaLink } from '../../features/home/components/find-glentia-link.tsx';
import { Decoration, DelayedHelpWidget } from '../../features/home/components/home-extras.tsx';
import { MapTeaser } from '../../features/home/components/map-teaser.tsx';
import { Statistics } from '../../features/home/components/statistics.tsx';
import { Welcome } from '../../features/home/components/welcome.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router/index.ts';
import { usePullToRefresh } from '../../lib/use-pull-to-refresh.ts';

/** SPEC §9: the latest list shows up to 5 events. */
export const HOME_LATEST_LIMIT = 5;

/**
 * The home page (SPEC §2): welcome and statistics, the promoted events, the search button, the
 * latest added events, the map and the sponsors, all from `GET /api/public/initialize`.
 */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const query = useInitialize();
  useClearRefreshParam(query.refetch);
  // SPEC §2: pulling the page down fetches the initial data again.
  const pull = usePullToRefresh({ onRefresh: query.refetch });
  useSocialLoginReturn();

  const events = query.data?.glentia ?? [];
  // Come from a page that left the home page's glentia out: they are on their way.
  const waiting = query.isPending || (lacks(query.data, 'glentia') && !query.isError);
  const featured = events.filter((event) => event.selected);
  const latest = events.filter((event) => !event.selected).slice(0, HOME_LATEST_LIMIT);

  return (
    <>
      <PullToRefreshIndicator pull={pull} />
      <div className="space-y-8 pt-2 pb-4">
        <Welcome decoration={<Decoration decoration={query.data?.decoration} />}>
          <Statistics statistics={query.isError ? null : query.data?.statistics} />
        </Welcome>
        <DelayedHelpWidget />

        {query.data && <HomeAdBlock ads={query.data.ads} />}

        {waiting && (
          <section aria-label={t('featured.title')}>
            <EventCarouselSkeleton label={t('featured.title')} />
          </section>
        )}

        {query.isError && (
          <div
            role="alert"
            className="rounded-2xl border border-danger/40 bg-surface p-5 text-center shadow-card"
          >
            <h2 className="font-bold">{t('error.title')}</h2>
            <p className="mt-1 text-sm text-muted">{describeError(query.error)}</p>
            <RetryButton
              label={tc('errors.retry')}
              {...retryOf(query)}
              disabled={query.isFetching}
              className="mt-4"
            />
          </div>
        )}

        {featured.length > 0 && (
          <section aria-labelledby="home-featured-title">
            <SectionHeading id="home-featured-title" title={t('featured.title')} />
            <EventCarousel events={featured} label={t('featured.title')} onFirstScreen />
          </section>
        )}

        <FindGlentiaLink />

        {latest.length > 0 && (
          <section aria-labelledby="home-latest-title">
            <SectionHeading id="home-latest-title" title={t('latest.title')} viewAll />
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {latest.map((event) => (
                <li key={event.id}>
                  <EventRow event={event} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {query.isSuccess && !waiting && events.length === 0 && <EmptyHome />}

        <MapTeaser />

        {query.data && <FooterAds ads={query.data.ads} />}
      </div>
    </>
  );
}

function SectionHeading({ id, title, viewAll = false }: { id: string; title: string; viewAll?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <div className="mb-3 flex items-end justify-between gap-3">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {viewAll && (
        <Link
          to="/glentia"
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-primary hover:underline"
        >
          {t('latest.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}

function EmptyHome() {
  const { t } = useTranslation('home');
  return (
    <section className="rounded-3xl border border-dashed border-border bg-surface p-6 text-center">
      <h2 className="text-lg font-bold">{t('empty.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('empty.message')}</p>
      <Link to="/glenti/edit" className={buttonClass({ variant: 'primary', className: 'mt-4' })}>
        {t('empty.add')}
      </Link>
    </section>
  );
}

/** A `refresh` query parameter asks for fresh data; it is then removed from the address (SPEC §2). */
function useClearRefreshParam(refetch: () => Promise<unknown>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hasRefresh = params.has('refresh');
  useEffect(() => {
    if (!hasRefresh) return;
    void refetch();
    const next = new URLSearchParams(params);
    next.delete('refresh');
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [hasRefresh, params, refetch, navigate]);
}
