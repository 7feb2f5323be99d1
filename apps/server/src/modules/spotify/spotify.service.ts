/**
 * Artists' Spotify data (SPEC §6): fetched on the job queue when an admin saves a Spotify id, and
 * refreshed for every artist with one once a day. Without credentials nothing is fetched and the
 * admin sees why.
 */
import type { Config } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OutboundPolicy } from '../../lib/outbound/outbound-request.ts';
import { listArtistIdsWithSpotify, spotifyIdOfArtist, storeSpotifyData } from '../artists/artists.service.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { enqueueJob, jobHandlers, scheduleRecurringJob } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { SpotifyClient, SpotifyError } from './spotify.client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSpotifyClient(
  config: Pick<Config, 'spotify'>,
  policy: OutboundPolicy = {},
): SpotifyClient | null {
  const { clientId, clientSecret, apiUrl, accountsUrl } = config.spotify;
  if (!clientId || !clientSecret) return null;
  return new SpotifyClient({ clientId, clientSecret, apiUrl, accountsUrl }, policy);
}

/** Queues a fetch of one artist's Spotify data (in the caller's transaction). */
export async function queueSpotifyFetch(db: DbOrTx, artistId: string): Promise<void> {
  await enqueueJob(db, JOB_KINDS.spotifyArtist, { artistId });
}

/** The first daily refresh, a minute after start-up (one queued at a time across processes). */
export function scheduleSpotifyRefresh(db: DbOrTx, now = new Date()): Promise<boolean> {
  return scheduleRecurringJob(db, JOB_KINDS.spotifyRefresh, new Date(now.getTime() + 60_000));
}

/** Fetches and stores one artist's Spotify data; an id Spotify does not know leaves it as it was. */
export async function refreshArtistSpotify(
  db: DbOrTx,
  client: SpotifyClient,
  artistId: string,
): Promise<boolean> {
  const spotifyId = await spotifyIdOfArtist(db, artistId);
  if (!spotifyId) return false;
  try {
    const [spotifyArtist, spotifyAlbums] = await Promise.all([
      client.artist(spotifyId),
      client.albums(spotifyId),
    ]);
    // Saved only if the admin has not changed the id meanwhile.
    return await storeSpotifyData(db, { artistId, spotifyId, spotifyArtist, spotifyAlbums });
  } catch (error) {
    if (error instanceof SpotifyError && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
}

export function spotifyJobHandlers(
  db: DbOrTx,
  client: SpotifyClient | null,
  options: { onStored?: () => Promise<void> | void; now?: () => Date } = {},
): JobHandlers {
  return jobHandlers({
    async [JOB_KINDS.spotifyArtist]({ artistId }) {
      if (!client) return;
      if (await refreshArtistSpotify(db, client, artistId)) await options.onStored?.();
    },
    async [JOB_KINDS.spotifyRefresh](_payload, job) {
      if (client) {
        for (const artistId of await listArtistIdsWithSpotify(db)) await queueSpotifyFetch(db, artistId);
      }
      const now = options.now?.() ?? new Date();
      await scheduleRecurringJob(db, JOB_KINDS.spotifyRefresh, new Date(now.getTime() + DAY_MS), job.id);
    },
  });
}
