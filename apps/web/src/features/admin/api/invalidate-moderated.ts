import type { QueryClient } from '@tanstack/react-query';
import { invalidateEvent, invalidateEvents } from '../../events/api/invalidate-events.ts';
import { favoriteKeys } from '../../favorites/api/keys.ts';
import { followKeys } from '../../follows/api/keys.ts';
import { partnerKeys } from '../../partner/api/keys.ts';
import { searchKeys } from '../../search/api/keys.ts';
import { seriesKeys } from '../../series/api/keys.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';
import { adminKeys } from './keys.ts';

const invalidateAll = (client: QueryClient, keys: ReadonlyArray<readonly unknown[]>) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/**
 * An event was published, rejected, or its reports decided (the id), or a series published (no
 * id): the review queue and the drawer's badge, and every answer that may show it, are asked again.
 */
export function invalidateModerated(client: QueryClient, eventId?: string): Promise<unknown> {
  return Promise.all([
    eventId ? invalidateEvent(client, eventId) : invalidateEvents(client),
    invalidateAll(client, [adminKeys.reviewQueue, searchKeys.all, seriesKeys.all, partnerKeys.all]),
  ]);
}

/**
 * A venue or an artist was created, changed, merged or deleted: their names and pictures show in
 * the catalogue, in events, in the lists of whom people follow and in search.
 */
export function invalidateCatalogue(client: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateEvents(client),
    invalidateAll(client, [
      adminKeys.locations,
      adminKeys.artists,
      catalogueKeys.locations,
      catalogueKeys.artists,
      catalogueKeys.locationPages,
      catalogueKeys.picker,
      favoriteKeys.list,
      followKeys.topics,
      searchKeys.all,
      partnerKeys.all,
    ]),
  ]);
}
