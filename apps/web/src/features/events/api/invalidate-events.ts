import type { QueryClient } from '@tanstack/react-query';
import { initializeQueryKey } from '../../../lib/initialize.ts';
import { eventKeys } from './keys.ts';

/**
 * Events were published, changed, cancelled or deleted: every answer of the events area and the
 * first screen's events are asked again (those on screen at once, the others when next shown).
 */
export function invalidateEvents(client: QueryClient): Promise<unknown> {
  const roots = [
    eventKeys.pages,
    eventKeys.lists,
    eventKeys.places,
    eventKeys.placeList,
    eventKeys.atPlaces,
    initializeQueryKey,
  ];
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** The fields in which answers carry lists of events: search, the first screen, the partner page, pages of summaries. */
const EVENT_LISTS = ['events', 'glentia', 'upcoming', 'pages'] as const;

/** Whether a cached answer holds the event: in a list, or in a list one of its fields carries. Only read. */
export function answerHoldsEvent(data: unknown, id: string): boolean {
  if (Array.isArray(data))
    return data.some((item) => isRecord(item) && (item.id === id || answerHoldsEvent(item, id)));
  if (!isRecord(data)) return false;
  return EVENT_LISTS.some((field) => Array.isArray(data[field]) && answerHoldsEvent(data[field], id));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * One event changed: the events area's answers, and every other answer that holds it (favourites,
 * my events, the review queue, search results, the partner page), are asked again.
 */
export function invalidateEvent(client: QueryClient, id: string): Promise<unknown> {
  return Promise.all([
    invalidateEvents(client),
    client.invalidateQueries({ predicate: (query) => answerHoldsEvent(query.state.data, id) }),
  ]);
}
