/**
 * What one person's weekly digest tells (issue 31 §4), from the week's published nights:
 *
 * - **Their nights**: every night of the week, not cancelled, at a venue they follow or with an
 *   artist they follow, in date and time order.
 * - **Their county's highlights**: the week's promoted (featured) nights in their county that are
 *   not among their nights already, at most `HIGHLIGHTS`.
 *
 * Their county ("the nearest county"): Glentia keeps no county preference, so it is the county of
 * most of the venues they follow (a tie goes to the county of the venue they followed first); when
 * they follow no venue with a county, the county of most of their week's nights (a tie: the first
 * night's); otherwise there are no highlights.
 */
import type { County, TEvent } from '@glentia/core';
import type { FollowedTopics } from '../follows/follows.service.ts';

export const HIGHLIGHTS = 4;

export interface DigestContent {
  nights: TEvent[];
  county: County | null;
  highlights: TEvent[];
}

/** The county most often named, in first-seen order on a tie; null for none. */
function mostFrequent(counties: ReadonlyArray<County | null | undefined>): County | null {
  const counts = new Map<County, number>();
  for (const county of counties) if (county) counts.set(county, (counts.get(county) ?? 0) + 1);
  let best: County | null = null;
  for (const [county, count] of counts) if (best === null || count > counts.get(best)!) best = county;
  return best;
}

/**
 * The digest of one person: `week` is the week's published nights in date order, `topics` what
 * they follow (oldest first) and `venueCounties` the county of every followed venue.
 */
export function digestContentOf(
  week: readonly TEvent[],
  topics: FollowedTopics,
  venueCounties: ReadonlyMap<string, County | null>,
): DigestContent {
  const artists = new Set(topics.artistIds);
  const venues = new Set(topics.locationIds);
  const live = week.filter((event) => event.published && !event.canceled);
  const nights = live.filter(
    (event) =>
      (event.location !== null && venues.has(event.location.id)) ||
      event.artists.some((artist) => artists.has(artist.id)),
  );
  const county =
    mostFrequent(topics.locationIds.map((id) => venueCounties.get(id))) ??
    mostFrequent(nights.map((event) => event.location?.county));
  const mine = new Set(nights.map((event) => event.id));
  const highlights = county
    ? live
        .filter((event) => event.selected && event.location?.county === county && !mine.has(event.id))
        .slice(0, HIGHLIGHTS)
    : [];
  return { nights, county, highlights };
}
