import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../admin/api/keys.ts';
import { invalidateEvents } from '../../events/api/invalidate-events.ts';
import { favoriteKeys } from '../../favorites/api/keys.ts';
import { partnerKeys } from '../../partner/api/keys.ts';
import { searchKeys } from '../../search/api/keys.ts';
import { seriesKeys } from '../../series/api/keys.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';
import { contributeKeys } from './keys.ts';

/**
 * An event or a series was saved, deleted or ended: my events and forms, the review queue, and
 * every answer that shows events or the venues and artists a form may have added are asked again.
 */
export function invalidateContributions(client: QueryClient): Promise<unknown> {
  const changed = [
    contributeKeys.uploaded,
    contributeKeys.editables,
    contributeKeys.ownSeriesAll,
    adminKeys.reviewQueue,
    favoriteKeys.list,
    searchKeys.all,
    seriesKeys.all,
    partnerKeys.all,
    catalogueKeys.locations,
    catalogueKeys.picker,
  ];
  return Promise.all([
    invalidateEvents(client),
    ...changed.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}
