/** Events as their uploader and admins see them: the public shape plus names waiting for review. */
import { type TReviewEvent, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { EventRow } from './events.repository.ts';
import { presentEventRows } from './events.service.ts';

export async function presentReviewRows(
  db: DbOrTx,
  rows: EventRow[],
  today = todayInAthens(),
): Promise<TReviewEvent[]> {
  const presented = await presentEventRows(db, rows, today);
  return presented.map((event, index) => {
    const { pendingArtists, pendingLocation, rejectReason } = rows[index]!.event;
    return { ...event, pendingArtists: pendingArtists ?? [], pendingLocation, rejectReason };
  });
}
