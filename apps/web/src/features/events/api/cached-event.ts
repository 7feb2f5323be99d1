import type { TEvent, TEventSummaryPage, TInitialize, TListedEvent } from '@glentia/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { initializeQueryKey } from '../../../lib/initialize.ts';
import { eventKeys } from './keys.ts';

/** The counts of an event that change without the event being edited. */
export type EventCounts = Partial<Pick<TEvent, 'favorites' | 'views'>>;

function withCounts<E extends { id: string } & EventCounts>(
  events: E[],
  id: string,
  counts: EventCounts,
): E[] {
  return events.some((event) => event.id === id)
    ? events.map((event) => (event.id === id ? { ...event, ...counts } : event))
    : events;
}

/**
 * Shows an event's new counts in every copy the events area keeps of it: its page, the lists of
 * full events, the timelines' and the map's summaries, and the first screen's events. Each answer
 * is changed as the shape its route gives it.
 */
export function setCachedEventCounts(client: QueryClient, id: string, counts: EventCounts): void {
  client.setQueryData<TEvent>(eventKeys.one(id), (event) => (event ? { ...event, ...counts } : event));
  const lists = [eventKeys.filtered, eventKeys.ofTopics('artist'), eventKeys.ofTopics('location')];
  for (const queryKey of lists) {
    client.setQueriesData<TEvent[]>({ queryKey }, (events) => events && withCounts(events, id, counts));
  }
  client.setQueriesData<InfiniteData<TEventSummaryPage>>({ queryKey: eventKeys.timelines }, (data) => {
    if (!data?.pages.some((page) => page.events.some((event) => event.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, events: withCounts(page.events, id, counts) })),
    };
  });
  client.setQueriesData<TListedEvent[]>(
    { queryKey: eventKeys.atPlaces },
    (events) => events && withCounts(events, id, counts),
  );
  client.setQueryData<TInitialize>(initializeQueryKey, (data) =>
    data ? { ...data, glentia: withCounts(data.glentia, id, counts) } : data,
  );
}
