import { seriesRuleNeedsVenues } from '@glentia/core';
import { useQuery } from '@tanstack/react-query';
import { useActor } from '../../../lib/authorization.tsx';
import { partnerOverviewQueryOptions } from '../api/get-partner-overview.ts';

/**
 * Whether the signed-in partner runs the venue: their overview lists it. Asked only where core's
 * series rule (`canRunSeriesAt`) turns on it, for a partner who is not an admin.
 */
export function useRunsVenue(venueId: string | null | undefined): boolean {
  const actor = useActor();
  const venues = useQuery({
    ...partnerOverviewQueryOptions(),
    enabled: !!venueId && seriesRuleNeedsVenues(actor),
    select: (overview) => new Set(overview.venues.map((venue) => venue.id)),
  });
  return !!venueId && !!venues.data?.has(venueId);
}
