import type { QueryClient } from '@tanstack/react-query';
import { listHoldsEvent } from '../events/api/get-event.ts';

/**
 * When the newest loaded list holding an item was received (0 if none holds it): an event never
 * opened is shown from such a list, so its page tells that list's time.
 */
export function savedListTimeOf(client: QueryClient, id: string): number {
  let newest = 0;
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (dataUpdatedAt > newest && listHoldsEvent(data, id)) newest = dataUpdatedAt;
  }
  return newest;
}
