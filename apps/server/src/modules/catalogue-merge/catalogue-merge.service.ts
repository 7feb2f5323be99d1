/**
 * Admins tidying the catalogue (issue: duplicates pile up): a duplicate venue or artist merges into
 * the one kept — its events, pending edits, follows and social posts move over in one transaction
 * and it disappears — and a venue or artist nothing points at can be deleted.
 *
 * Deleting one that events still name is refused (409, with how many) rather than asked about:
 * the events would lose their venue (showing "Κρήτη", missing from county filters and the map) or
 * a performer, silently. An admin deleting a venue with events almost always has a duplicate in
 * mind, so the refusal points to merging instead.
 */
import type { Actor, TMergeBody, TMergeResult } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { BadRequestError, ConflictError, notFound } from '../../lib/errors.ts';
import { moveArtistAccounts } from '../artists/artists.accounts.service.ts';
import { deleteStoredImages } from '../uploads/images.ts';
import {
  type CatalogueKind,
  countUses,
  deleteCatalogueRow,
  fillArtistBlanks,
  fillVenueBlanks,
  findExisting,
  findImage,
  moveArtistEvents,
  moveFollows,
  moveVenueEvents,
} from './catalogue-merge.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'cache' | 'images'>;

const missing = (kind: CatalogueKind) => (kind === 'location' ? notFound.location() : notFound.artist());

const sameOne = () =>
  new BadRequestError(
    {
      el: 'Διάλεξε άλλον για να κρατήσεις: δεν συγχωνεύεται με τον εαυτό του.',
      en: 'Choose another one to keep: it cannot merge into itself.',
    },
    'MERGE_INTO_ITSELF',
  );

/** "1 γλέντι", "3 γλέντια"; "1 glenti", "3 glentia". */
const glentia = (uses: number) => ({
  el: uses === 1 ? '1 γλέντι' : `${uses} γλέντια`,
  en: uses === 1 ? '1 glenti' : `${uses} glentia`,
});

const inUse = (kind: CatalogueKind, uses: number) =>
  kind === 'location'
    ? new ConflictError(
        {
          el: `Το μαγαζί έχει ακόμη ${glentia(uses).el}. Συγχώνευσέ το με το σωστό μαγαζί αντί να το σβήσεις.`,
          en: `The venue still has ${glentia(uses).en}. Merge it into the right venue instead of deleting it.`,
        },
        'LOCATION_IN_USE',
      )
    : new ConflictError(
        {
          el: `Ο καλλιτέχνης είναι ακόμη σε ${glentia(uses).el}. Συγχώνευσέ τον με τον σωστό καλλιτέχνη αντί να τον σβήσεις.`,
          en: `The artist is still on ${glentia(uses).en}. Merge them into the right artist instead of deleting them.`,
        },
        'ARTIST_IN_USE',
      );

/** `POST /api/admin/location|artist/{id}/merge`: `id` disappears into `intoId`. */
export async function mergeCatalogueEntry(
  ctx: Ctx,
  actor: Actor,
  kind: CatalogueKind,
  goneId: string,
  body: TMergeBody,
): Promise<TMergeResult> {
  requireAccess(actor, 'curate', kind === 'location' ? 'venues' : 'artists');
  const keptId = body.intoId;
  if (keptId === goneId) throw sameOne();
  const result = await ctx.db.transaction(async (tx) => {
    const existing = await findExisting(tx, kind, [goneId, keptId]);
    if (!existing.has(goneId) || !existing.has(keptId)) throw missing(kind);
    const moved =
      kind === 'location'
        ? await moveVenueEvents(tx, goneId, keptId)
        : await moveArtistEvents(tx, goneId, keptId);
    const followsMoved = await moveFollows(tx, kind, goneId, keptId);
    if (kind === 'location') await fillVenueBlanks(tx, goneId, keptId);
    else {
      await fillArtistBlanks(tx, goneId, keptId);
      // The gone page's artists run the kept one: a merge takes nobody's page away.
      await moveArtistAccounts(tx, goneId, keptId);
    }
    const gone = await deleteCatalogueRow(tx, kind, goneId);
    const keptImage = await findImage(tx, kind, keptId);
    return {
      events: moved,
      follows: followsMoved,
      unusedImage: gone?.image !== keptImage ? gone?.image : null,
    };
  });
  if (result.unusedImage) await deleteStoredImages(ctx.images, [result.unusedImage]);
  await ctx.cache.invalidate();
  return { keptId, events: result.events, follows: result.follows };
}

/** `DELETE /api/admin/location|artist/{id}`: only when no event or pending edit names it. */
export async function deleteCatalogueEntry(
  ctx: Ctx,
  actor: Actor,
  kind: CatalogueKind,
  id: string,
): Promise<void> {
  requireAccess(actor, 'curate', kind === 'location' ? 'venues' : 'artists');
  const deleted = await ctx.db.transaction(async (tx) => {
    const uses = await countUses(tx, kind, id);
    if (uses > 0) throw inUse(kind, uses);
    return deleteCatalogueRow(tx, kind, id);
  });
  if (!deleted) throw missing(kind);
  await deleteStoredImages(ctx.images, [deleted.image]);
  await ctx.cache.invalidate();
}
