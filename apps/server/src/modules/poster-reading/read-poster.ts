/**
 * A poster photo read into a draft: prepared and read once, and read a second time, prepared
 * another way (poster-image.ts), only when the first reading found no sure date, no start time or
 * no phone, or an entry word whose price it could not make out (core's needsSecondReading); the two are then made one draft (core's mergePosterReadings). Most
 * photos are read once, so the second reading costs only the photos that need it.
 */
import { mergePosterReadings, needsSecondReading, type PosterDraftFields } from '@glentia/core';
import { imageErrors } from '../uploads/image-errors.ts';
import { prepareForReading, prepareForSecondReading } from './poster-image.ts';
import type { PosterReader } from './poster-reader.ts';

async function prepared(prepare: (photo: Buffer) => Promise<Buffer>, photo: Buffer): Promise<Buffer> {
  try {
    return await prepare(photo);
  } catch {
    throw imageErrors.unreadable();
  }
}

export interface PosterReading {
  draft: PosterDraftFields;
  /** How many times the photo was read (1 or 2). */
  readings: number;
  /** The text each reading gave. */
  texts: string[];
}

/** Reads `photo` with `reader` and makes it a draft with `draftOf` (core's rules and what is known). */
export async function readPoster(
  reader: PosterReader,
  photo: Buffer,
  draftOf: (text: string) => PosterDraftFields | Promise<PosterDraftFields>,
): Promise<PosterReading> {
  const firstText = await reader.read(await prepared(prepareForReading, photo));
  const first = await draftOf(firstText);
  if (!needsSecondReading(first, firstText)) return { draft: first, readings: 1, texts: [firstText] };
  const secondText = await reader.read(await prepared(prepareForSecondReading, photo));
  const second = await draftOf(secondText);
  return { draft: mergePosterReadings(first, second), readings: 2, texts: [firstText, secondText] };
}
