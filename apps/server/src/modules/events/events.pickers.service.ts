/**
 * The artist and venue lists of the event form (SPEC §7 `GET /api/v1/users/artists`,
 * `GET /api/v1/users/locations`): every known one, the caller's own first (most recently used),
 * then the rest by Greek name, so a regular uploader finds their usual venue at the top.
 */
import type { Actor, TPickerArtist, TPickerLocation } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { listArtists } from '../artists/artists.service.ts';
import { listLocationSummaries } from '../locations/locations.service.ts';
import { findOwnArtistIds, findOwnLocationIds } from './events.pickers.repository.ts';

/** `items` (already by name) with the ones in `ownIds` first, in that order, each marked. */
function ownFirst<T extends { id: string }>(items: T[], ownIds: string[]): Array<T & { mine: boolean }> {
  const rank = new Map(ownIds.map((id, index) => [id, index]));
  const own = items.filter((item) => rank.has(item.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const rest = items.filter((item) => !rank.has(item.id));
  return [...own.map((item) => ({ ...item, mine: true })), ...rest.map((item) => ({ ...item, mine: false }))];
}

export async function listPickerArtists(db: DbOrTx, actor: Actor): Promise<TPickerArtist[]> {
  const caller = requireAccess(actor, 'contribute', 'events');
  const [all, own] = await Promise.all([listArtists(db), findOwnArtistIds(db, caller.id)]);
  return ownFirst(all, own);
}

export async function listPickerLocations(db: DbOrTx, actor: Actor): Promise<TPickerLocation[]> {
  const caller = requireAccess(actor, 'contribute', 'events');
  const [all, own] = await Promise.all([listLocationSummaries(db), findOwnLocationIds(db, caller.id)]);
  return ownFirst(all, own);
}
