import type { TArtistSummary } from '../schemas/artist.ts';
import type { TEvent } from '../schemas/event.ts';
import type { TEventSummaryPage } from '../schemas/event-summary.ts';
import type { TLocationSummary } from '../schemas/location.ts';

/** An event as the lists, cards and map show it: everything but the description. */
export type TListedEvent = Omit<TEvent, 'description'>;

/**
 * Summaries with their artists and venue filled in from the page that carries them. Ids the page
 * does not describe are left out (an artist) or read as no venue, rather than failing the list.
 */
export function resolveEventSummaries(page: TEventSummaryPage): TListedEvent[] {
  const artists = new Map<string, TArtistSummary>(page.artists.map((artist) => [artist.id, artist]));
  const locations = new Map<string, TLocationSummary>(
    page.locations.map((location) => [location.id, location]),
  );
  return page.events.map(({ artistIds, locationId, ...event }) => ({
    ...event,
    artists: artistIds.flatMap((id) => artists.get(id) ?? []),
    location: (locationId && locations.get(locationId)) || null,
  }));
}

/** A list's events as summaries, each artist and venue described once (what the server sends). */
export function summarizeEvents(
  events: readonly TEvent[],
  extra: Pick<TEventSummaryPage, 'total' | 'next' | 'nextSkip'>,
): TEventSummaryPage {
  const artists = new Map<string, TArtistSummary>();
  const locations = new Map<string, TLocationSummary>();
  const summaries = events.map(({ description: _description, artists: eventArtists, location, ...event }) => {
    for (const artist of eventArtists) artists.set(artist.id, artist);
    if (location) locations.set(location.id, location);
    return { ...event, artistIds: eventArtists.map((artist) => artist.id), locationId: location?.id ?? null };
  });
  return { events: summaries, artists: [...artists.values()], locations: [...locations.values()], ...extra };
}
