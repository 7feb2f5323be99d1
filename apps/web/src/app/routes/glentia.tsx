import {
  resolveEventSummaries,
  sortEventsNearFirst,
  type TEventSummaryPage,
  todayInAthens,
} from '@glentia/core';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { buttonClass } from '../../components/ui/button.ts';
import { PullToRefresh } from '../../components/ui/pull-to-refresh.tsx';
import { TimelineAd, timelineAds } from '../../features/ads/components/timeline-ad.tsx';
import { SubscribeCalendar } from '../../features/calendar-feeds/components/subscribe-calendar.tsx';
import { useTimelineEvents } from '../../features/events/api/get-event-summaries.ts';
import { eventKeys } from '../../features/events/api/keys.ts';
import { EventsLoadFailed, NoEvents } from '../../features/events/components/no-events.tsx';
import { LoadMore, Timeline } from '../../features/events/components/timeline.tsx';
import { EventGridSkeleton } from '../../features/events/components/timeline-skeleton.tsx';
import { FilterBar } from '../../features/filters/components/filter-bar.tsx';
import { eventQueryOf } from '../../features/filters/event-query.ts';
import { useSearchLink } from '../../features/filters/hooks/use-search-link.ts';
import { useFilterStore } from '../../features/filters/stores/filter-store.ts';
import { NearMeToggle } from '../../features/near-me/components/near-me-toggle.tsx';
import { useNearMe } from '../../features/near-me/near-me-store.ts';
import { SavedAtNote } from '../../features/offline/components/saved-at-note.tsx';
import { useOnline } from '../../features/offline/online.ts';
import { useLastSaved } from '../../features/offline/use-last-saved.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useStartAds } from '../../lib/initialize.ts';
import calendarFeedsTexts from '../../locales/lazy/calendar-feeds.ts';
import { useSession } from '../../stores/session.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [calendarFeedsTexts];

/**
 * The search page (SPEC §2 `/glentia`, also `/glentia/search?query=…`): the filters, then the
 * matching events as a timeline grouped by day (nearest first within a day with "near me"), with
 * sponsored images between days. Pull down at the top to reload.
 */
export function GlentiaRoute() {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const options = useFilterStore((state) => state.options);
  const reset = useFilterStore((state) => state.reset);
  const events = useTimelineEvents(eventQueryOf(options));
  const startAds = useStartAds();
  const showAds = useSession((state) => state.showAds);
  const ads = showAds ? timelineAds(startAds) : [];
  const today = todayInAthens();

  const reload = useCallback(
    () => Promise.all([events.refetch(), queryClient.invalidateQueries({ queryKey: eventKeys.days })]),
    [events.refetch, queryClient],
  );
  useSearchLink(reload);

  // With no signal and nothing kept for these filters (a new day moved their dates), the last
  // timeline loaded.
  const online = useOnline();
  const saved = useLastSaved<InfiniteData<TEventSummaryPage>>(
    eventKeys.timelines,
    events.data === undefined && (!online || events.isError),
  );
  const savedEvents = useMemo(() => saved?.data.pages.flatMap(resolveEventSummaries), [saved]);
  const settled = (events.isSuccess && !events.isPlaceholderData) || saved !== null;
  const position = useNearMe((state) => state.position);
  const origin = useNearMe((state) => state.sortNear) ? position : null;
  const data = events.events ?? savedEvents;
  const total = events.events ? events.total : (saved?.data.pages[0]?.total ?? 0);
  // "Near me": each day's nearest venues first (SPEC §9 geolocation); otherwise the server's order.
  const list = useMemo(
    () => (origin ? sortEventsNearFirst(data ?? [], origin) : (data ?? [])),
    [data, origin],
  );

  return (
    <PullToRefresh onRefresh={reload} refreshingLabel={t('refreshing')}>
      <div className="space-y-6 pt-2 pb-4">
        <header>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tc('routes.search')}</h1>
          <p className="mt-1 text-sm text-muted">{t('intro')}</p>
        </header>

        <FilterBar resultCount={settled ? total : null} />

        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p role="status" className="text-sm font-semibold text-muted" data-testid="result-count">
              {settled ? t('found', { count: total }) : t('loading')}
            </p>
            <SavedAtNote
              updatedAt={saved ? saved.updatedAt : events.dataUpdatedAt}
              refreshFailed={events.isRefetchError || saved !== null}
            />
          </div>
          <NearMeToggle />
        </div>

        <div
          data-testid="timeline"
          data-state={events.isFetching && !events.isFetchingNextPage ? 'loading' : 'ready'}
          aria-busy={events.isFetching}
          className={events.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          {events.isPending && !saved ? (
            <EventGridSkeleton label={t('loading')} />
          ) : events.isError && !data ? (
            <EventsLoadFailed query={events} title={t('empty.errorTitle')} retryLabel={t('empty.retry')} />
          ) : list.length === 0 ? (
            <NoEvents
              title={t('empty.title')}
              message={t('empty.message')}
              retryLabel={t('empty.retry')}
              onRetry={() => void reload()}
              retrying={events.isFetching}
            >
              <button type="button" onClick={reset} className={buttonClass({ variant: 'secondary' })}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('empty.reset')}
              </button>
            </NoEvents>
          ) : (
            <Timeline
              events={list}
              today={today}
              hasAds={ads.length > 0}
              origin={origin}
              renderAd={(index) => <TimelineAd key={`ad-${index}`} ads={ads} onFirstScreen={index === 0} />}
            />
          )}
          {events.hasNextPage && (
            <LoadMore
              onNear={() => void events.fetchNextPage()}
              loading={events.isFetchingNextPage}
              label={t('loading')}
            />
          )}
        </div>

        <SubscribeCalendar
          feed={{ path: '/feeds/search', query: JSON.stringify(options) }}
          name={tc('routes.search')}
        />
      </div>
    </PullToRefresh>
  );
}
