/**
 * The artist page (issue 31): as a partner sees their venues, an artist sees their pages with
 * their numbers, and their coming dates, published or waiting (and for whom: the venue's partner
 * when it has one, an admin otherwise).
 */
import { type Actor, type TArtistOverview, todayInAthens } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import { artistPagesOf } from '../artists/artists.accounts.service.ts';
import { type ArtistContext, getAdminArtist } from '../artists/artists.admin.service.ts';
import { billingOf, eventNumbersBy, upcomingEventsOf } from '../events/events.dashboard.service.ts';
import { favoriteCountsOf } from '../favorites/favorites.service.ts';

/** `GET /api/artist/overview`. */
export async function getArtistOverview(
  ctx: ArtistContext,
  actor: Actor,
  now = new Date(),
): Promise<TArtistOverview> {
  const caller = requireAccess(actor, 'view', 'artistOverview');
  const today = todayInAthens(now);
  const refs = await artistPagesOf(ctx.db, caller.id);
  const pageIds = refs.map((ref) => ref.id);
  const [pages, countsByArtist, upcoming] = await Promise.all([
    Promise.all(pageIds.map((id) => getAdminArtist(ctx, id))),
    eventNumbersBy(ctx.db, 'artist', pageIds, today),
    upcomingEventsOf(ctx.db, 'artist', pageIds, today),
  ]);
  const eventIds = upcoming.map((event) => event.id);
  const [favorites, billing] = await Promise.all([
    favoriteCountsOf(ctx.db, eventIds),
    billingOf(ctx.db, eventIds),
  ]);
  const mine = new Set(pageIds);
  return {
    pages: pages.map((page) => ({
      ...page,
      upcoming: countsByArtist.get(page.id)?.upcoming ?? 0,
      past: countsByArtist.get(page.id)?.past ?? 0,
      views: countsByArtist.get(page.id)?.views ?? 0,
    })),
    upcoming: upcoming.map(({ venuePartnerId, ...event }) => ({
      ...event,
      artists: (billing.get(event.id) ?? []).map((artist) => artist.name),
      artistIds: (billing.get(event.id) ?? []).map((artist) => artist.id).filter((id) => mine.has(id)),
      favorites: favorites.get(event.id) ?? 0,
      waitingFor: event.published ? null : venuePartnerId ? 'partner' : 'admin',
    })),
  };
}
