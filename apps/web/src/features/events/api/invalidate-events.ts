import type { QueryClient } from '@tanstack/react-query';
import { initializeQueryKey } from '../../../lib/initialize.ts';
import { listHoldsEvent } from './get-event.ts';
import { eventKeys } from './keys.ts';

/**
 * Events were published, changed, cancelled or deleted: every answer of the events area and the
 * first screen's events are asked again (those on screen at once, the others when next shown).
 */
export function invalidateEvents(client: QueryClient): Promise<unknown> {
  const roots = [eventKeys.pages, eventKeys.lists, eventKeys.places, eventKeys.atPlaces, initializeQueryKey];
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * One event changed: the events area's answers, and every other list that holds it (favourites,
 * my events, the review queue), are asked again.
 */
export function invalidateEvent(client: QueryClient, id: string): Promise<unknown> {
  return Promise.all([
    invalidateEvents(client),
    client.invalidateQueries({ predicate: (query) => listHoldsEvent(query.state.data, id) }),
  ]);
}
