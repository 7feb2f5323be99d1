import {
  resolveEventSummaries,
  type TEventSummaryPage,
  type TListedEvent,
  todayInAthens,
} from '@glentia/core';
import { type InfiniteData, type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  getTimelinePage,
  nextPageAfter,
  nextTimelinePage,
  type TimelinePageStart,
  timelineQueryOptions,
  timelineRange,
} from '../../events/api/get-event-summaries.ts';
import { eventKeys } from '../../events/api/keys.ts';
import { MORE_EVENTS_COUNT, othersComing, pickMoreEvents } from '../lib/more-events.ts';

/**
 * SPEC §2: the other upcoming events under "more events", picked at random from the timeline's
 * first week, and the weeks after while those hold too few. The picks alone are kept: a drawn event
 * page sends its browser these three, not the weeks they came from (37 of the page's 150 KB on the
 * demo data, 2026-12-03). The weeks are read from the timeline's own cache when /glentia has
 * loaded them, and asked for otherwise without being kept.
 */
export function moreEventsQueryOptions(currentId: string, client: QueryClient, random: () => number) {
  return queryOptions({
    queryKey: eventKeys.more(currentId),
    queryFn: async ({ signal }) =>
      pickMoreEvents(await weeksToPickFrom(client, currentId, signal), currentId, MORE_EVENTS_COUNT, random),
  });
}

async function weeksToPickFrom(
  client: QueryClient,
  currentId: string,
  signal: AbortSignal,
): Promise<TListedEvent[]> {
  // One day for the cache's key and the weeks asked for, even across midnight.
  const today = todayInAthens();
  const range = timelineRange({}, today);
  const timeline = timelineQueryOptions({}, today);
  const cached = client.getQueryData<InfiniteData<TEventSummaryPage, TimelinePageStart | string>>(
    timeline.queryKey,
  );
  const pages = [...(cached?.pages ?? [])];
  const events = pages.flatMap((page) => resolveEventSummaries(page));
  let next: TimelinePageStart | string | undefined =
    pages.length > 0 ? nextTimelinePage(pages.at(-1)!) : timeline.initialPageParam;
  while (next !== undefined && othersComing(events, currentId).length < MORE_EVENTS_COUNT) {
    const page = await getTimelinePage(range, next, signal);
    events.push(...resolveEventSummaries(page));
    next = nextPageAfter(page, next);
  }
  return events;
}
