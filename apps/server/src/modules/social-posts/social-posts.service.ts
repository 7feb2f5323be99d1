/**
 * Instagram posts of venues and artists (SPEC §4 "Social post moderation"): fetched on an admin's
 * request, then accepted (a draft event prefilled from the post) or rejected.
 */
import {
  type Actor,
  guessEventDateFromText,
  type TImportResult,
  type TSocialPost,
  type TSocialRefreshResult,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { SafeFetchOptions } from '../../lib/outbound/safe-fetch.ts';
import { artistSummariesOf, listArtistInstagramUsernames } from '../artists/artists.service.ts';
import type { WriteContext } from '../events/events.write.service.ts';
import { saveDraftEvent } from '../events/imports/draft.service.ts';
import { listVenueInstagramUsernames, venueSummariesOf } from '../locations/locations.service.ts';
import { fetchRecentMedia, type InstagramMedia } from './instagram.client.ts';
import {
  findPosts,
  type InstagramOwner,
  insertNewPosts,
  type SocialPostListRow,
  setPostStatus,
} from './social-posts.repository.ts';

/** Older posts are about nights already past: not worth an admin's time. */
const MAX_POST_AGE_DAYS = 30;
const PARALLEL_PROFILES = 3;

const notConfigured = () =>
  new ConflictError(
    {
      el: 'Η σύνδεση με το Instagram δεν έχει ρυθμιστεί (INSTAGRAM_TOKEN, INSTAGRAM_USER_ID).',
      en: 'Instagram is not set up (INSTAGRAM_TOKEN, INSTAGRAM_USER_ID).',
    },
    'INSTAGRAM_NOT_CONFIGURED',
  );

const postNotFound = () =>
  new NotFoundError(
    { el: 'Η ανάρτηση δεν βρέθηκε.', en: 'This post could not be found.' },
    'SOCIAL_POST_NOT_FOUND',
  );

const alreadyDecided = () =>
  new ConflictError(
    { el: 'Για αυτή την ανάρτηση έχει ήδη αποφασιστεί.', en: 'This post has already been decided on.' },
    'SOCIAL_POST_DECIDED',
  );

/** Venues and artists with an Instagram username. */
async function findInstagramOwners(db: DbOrTx): Promise<InstagramOwner[]> {
  const [venues, people] = await Promise.all([
    listVenueInstagramUsernames(db),
    listArtistInstagramUsernames(db),
  ]);
  return [
    ...venues.map((venue) => ({ username: venue.username, locationId: venue.id, artistId: null })),
    ...people.map((artist) => ({ username: artist.username, artistId: artist.id, locationId: null })),
  ];
}

/** Posts with the names of the artist or venue each comes from (one query per owner, not per post). */
async function findPostsWithOwners(
  db: DbOrTx,
  where: Parameters<typeof findPosts>[1],
  limit?: number,
): Promise<SocialPostListRow[]> {
  const posts = await findPosts(db, where, limit);
  const idsOf = (key: 'artistId' | 'locationId') => [
    ...new Set(posts.flatMap((post) => (post[key] ? [post[key]] : []))),
  ];
  const [artists, venues] = await Promise.all([
    artistSummariesOf(db, idsOf('artistId')),
    venueSummariesOf(db, idsOf('locationId')),
  ]);
  const named = (list: Array<{ id: string; name: string }>, id: string | null) => {
    const found = id ? list.find((item) => item.id === id) : undefined;
    return found ? { id: found.id, name: found.name } : null;
  };
  return posts.map((post) => ({
    post,
    artist: named(artists, post.artistId),
    location: named(venues, post.locationId),
  }));
}

export function presentSocialPost(row: SocialPostListRow): TSocialPost {
  const { post } = row;
  return {
    id: post.id,
    source: post.source,
    externalId: post.externalId,
    username: post.username,
    caption: post.caption,
    imageUrl: post.imageUrl,
    permalink: post.permalink,
    postedAt: post.postedAt?.toISOString() ?? null,
    status: post.status as TSocialPost['status'],
    artist: row.artist,
    location: row.location,
    eventId: post.eventId,
  };
}

function isWorthReviewing(media: InstagramMedia, now: Date): boolean {
  if (!media.media_url || media.media_type === 'VIDEO') return false;
  const postedAt = media.timestamp ? new Date(media.timestamp) : null;
  return !postedAt || now.getTime() - postedAt.getTime() <= MAX_POST_AGE_DAYS * 86_400_000;
}

/** `GET /api/admin/instagram-posts/refresh`: asks Instagram for every profile's recent posts. */
export async function refreshSocialPosts(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbound'>,
  actor: Actor,
  now = new Date(),
): Promise<TSocialRefreshResult> {
  requireAccess(actor, 'moderate', 'socialPosts');
  const { token, userId, graphUrl } = ctx.config.instagram;
  if (!token || !userId) throw notConfigured();
  const owners = await findInstagramOwners(ctx.db);
  const result: TSocialRefreshResult = { profiles: owners.length, added: 0, failed: [] };
  const queue = [...owners];
  const work = async (owner: InstagramOwner) => {
    try {
      const media = await fetchRecentMedia({ graphUrl, token, userId, policy: ctx.outbound }, owner.username);
      // Read the count only after the insert: workers run side by side.
      const added = await insertNewPosts(
        ctx.db,
        media
          .filter((item) => isWorthReviewing(item, now))
          .map((item) => ({
            source: 'INSTAGRAM',
            externalId: item.id,
            username: owner.username,
            caption: item.caption ?? null,
            imageUrl: item.media_url ?? null,
            permalink: item.permalink ?? null,
            postedAt: item.timestamp ? new Date(item.timestamp) : null,
            artistId: owner.artistId,
            locationId: owner.locationId,
          })),
      );
      result.added += added;
    } catch (error) {
      result.failed.push({ username: owner.username, message: (error as Error).message });
    }
  };
  await Promise.all(
    Array.from({ length: PARALLEL_PROFILES }, async () => {
      for (let owner = queue.shift(); owner; owner = queue.shift()) await work(owner);
    }),
  );
  return result;
}

/** `GET /api/admin/instagram-posts`: posts in one state (new ones by default), newest first. */
export async function listSocialPosts(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  status: TSocialPost['status'] = 'NEW',
): Promise<TSocialPost[]> {
  requireAccess(actor, 'moderate', 'socialPosts');
  return (await findPostsWithOwners(ctx.db, { status })).map(presentSocialPost);
}

async function requireNewPost(ctx: Pick<AppContext, 'db'>, id: string): Promise<SocialPostListRow> {
  const [row] = await findPostsWithOwners(ctx.db, { id }, 1);
  if (!row) throw postNotFound();
  if (row.post.status !== 'NEW') throw alreadyDecided();
  return row;
}

/** First line of a caption, as a title. */
function titleOf(caption: string | null): string | null {
  const line = caption
    ?.split('\n')
    .find((text) => text.trim())
    ?.trim();
  return line ? line.slice(0, 120) : null;
}

/**
 * `POST /api/admin/instagram-posts/{id}/accept`: a draft event from the post: its picture as the
 * poster, its owner as the venue or artist, and a date when the caption names one.
 */
export async function acceptSocialPost(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  options: { fetchOptions?: SafeFetchOptions; today?: string } = {},
): Promise<TImportResult> {
  const caller = requireAccess(actor, 'moderate', 'socialPosts');
  const { post } = await requireNewPost(ctx, id);
  const postedOn = todayInAthens(post.postedAt ?? new Date());
  const when = post.caption ? guessEventDateFromText(post.caption, postedOn) : null;
  const result = await saveDraftEvent(
    ctx,
    caller,
    {
      title: titleOf(post.caption),
      date: when?.date ?? null,
      time: when?.time ?? null,
      duration: null,
      description: post.caption,
      locationId: post.locationId,
      locationName: null,
      artistIds: post.artistId ? [post.artistId] : [],
      artistNames: [],
      imageUrl: post.imageUrl,
    },
    { source: 'instagram', ...options },
  );
  await setPostStatus(ctx.db, id, { status: 'ACCEPTED', eventId: result.draftId });
  return result;
}

/** `POST /api/admin/instagram-posts/{id}/reject`. */
export async function rejectSocialPost(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  id: string,
): Promise<TSocialPost> {
  requireAccess(actor, 'moderate', 'socialPosts');
  await requireNewPost(ctx, id);
  await setPostStatus(ctx.db, id, { status: 'REJECTED' });
  const [row] = await findPostsWithOwners(ctx.db, { id }, 1);
  return presentSocialPost(row!);
}
