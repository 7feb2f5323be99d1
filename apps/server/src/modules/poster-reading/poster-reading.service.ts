/**
 * A poster photo → an event draft (the event form's "read the poster", the admin's "make a
 * draft"). The photo passes the same checks as the event form's; nothing is stored or published:
 * the answer only fills the form, and the person checks it before sending.
 */
import { type Actor, draftFromPosterText, type TPosterDraft, todayInAthens } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { listArtists } from '../artists/artists.service.ts';
import { listLocationSummaries } from '../locations/locations.service.ts';
import { imageErrors } from '../uploads/image-errors.ts';
import { inspectImage } from '../uploads/images.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import type { PosterReader } from './poster-reader.ts';
import { readPoster } from './read-poster.ts';

export async function draftFromPoster(
  ctx: Pick<AppContext, 'db'>,
  reader: PosterReader,
  actor: Actor,
  file: UploadedFile | null,
  today: string = todayInAthens(),
): Promise<TPosterDraft> {
  requireAccess(actor, 'contribute', 'events');
  if (!file || file.data.length === 0) throw imageErrors.missing();
  await inspectImage(file.data);
  const known = Promise.all([listArtists(ctx.db), listLocationSummaries(ctx.db)]).then(
    ([artists, venues]) => ({
      artists: artists.map(({ id, name }) => ({ id, name })),
      venues: venues.map(({ id, name, county }) => ({ id, name, county })),
    }),
  );
  // Looked up while the photo is read; a failed look-up is told once the reading is done.
  known.catch(() => {});
  const { draft } = await readPoster(reader, file.data, async (text) =>
    draftFromPosterText(text, await known, today),
  );
  return draft;
}
