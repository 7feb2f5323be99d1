/**
 * Saves what an import or an accepted social post found as an unpublished draft event, for an
 * admin to check in the event form and publish. The poster is fetched through the safe fetch and
 * stored like an upload.
 */

import type { UserActor } from '@glentia/core';
import {
  DESCRIPTION_MAX_LENGTH,
  DRAFT_FIELDS,
  eventInterval,
  IMAGE_UPLOAD_LIMITS,
  type TEventDraft,
  type TImportResult,
  todayInAthens,
} from '@glentia/core';
import { type SafeFetchOptions, safeFetch } from '../../../lib/outbound/safe-fetch.ts';
import { changePublicData } from '../../../lib/public-cache.ts';
import {
  deleteStoredImages,
  posterColumns,
  type StoredEventImage,
  storeEventImage,
} from '../../uploads/images.ts';
import { findEventRowById } from '../events.repository.ts';
import { presentReviewRows } from '../events.review.presenter.ts';
import { insertEvent, replaceEventArtists } from '../events.write.repository.ts';
import type { WriteContext } from '../events.write.service.ts';

type Missing = TImportResult['missing'][number];

function truncate(text: string | null, max: number): string | null {
  if (!text) return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Downloads and stores a poster; null when it cannot be had (the draft is still worth saving). */
async function fetchPoster(
  ctx: WriteContext,
  url: string | null,
  fetchOptions: SafeFetchOptions,
): Promise<StoredEventImage | null> {
  if (!url) return null;
  try {
    const response = await safeFetch(url, {
      ...fetchOptions,
      maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
      accept: 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8',
    });
    return await storeEventImage(response.body, { store: ctx.images });
  } catch {
    return null;
  }
}

export async function saveDraftEvent(
  ctx: WriteContext,
  caller: UserActor,
  draft: TEventDraft,
  options: { source: TImportResult['source']; fetchOptions?: SafeFetchOptions; today?: string },
): Promise<TImportResult> {
  const today = options.today ?? todayInAthens();
  const image = await fetchPoster(ctx, draft.imageUrl, options.fetchOptions ?? {});
  const date = draft.date ?? today;
  const interval = eventInterval({ date, time: draft.time, duration: draft.duration });
  try {
    const id = await changePublicData(ctx, async (tx) => {
      const row = await insertEvent(tx, {
        title: truncate(draft.title, 200),
        date,
        time: draft.time,
        duration: draft.duration,
        startAt: interval?.startAt ?? null,
        endAt: interval?.endAt ?? null,
        description: truncate(draft.description, DESCRIPTION_MAX_LENGTH),
        locationId: draft.locationId,
        pendingLocation: draft.locationId ? null : truncate(draft.locationName, 120),
        pendingArtists: draft.artistNames.length
          ? draft.artistNames.map((name) => truncate(name, 120)!)
          : null,
        ...posterColumns(image),
        published: false,
        ownerId: caller.id,
        publishedFrom: caller.username,
      });
      await replaceEventArtists(tx, row.id, draft.artistIds);
      return row.id;
    });
    const row = await findEventRowById(ctx.db, id);
    const [glenti] = await presentReviewRows(ctx.db, [row!], today);
    const found: Record<Missing, boolean> = {
      title: !!draft.title,
      date: !!draft.date,
      time: !!draft.time,
      location: !!draft.locationId || !!draft.locationName,
      artists: draft.artistIds.length + draft.artistNames.length > 0,
      image: !!image,
      description: !!draft.description,
    };
    return {
      draftId: id,
      glenti: glenti!,
      missing: DRAFT_FIELDS.filter((field) => !found[field]),
      source: options.source,
    };
  } catch (error) {
    if (image) await deleteStoredImages(ctx.images, [image.image, image.thumbnail, image.instagramImage]);
    throw error;
  }
}
