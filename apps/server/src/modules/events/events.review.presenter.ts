/** Events as their uploader and admins see them: the public shape plus names waiting for review. */
import { isPastDate, type TReviewEvent, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { EventRow } from './events.repository.ts';
import { describeRevisions } from './events.revisions.service.ts';
import { presentEventRows } from './events.service.ts';

export async function presentReviewRows(
  db: DbOrTx,
  rows: EventRow[],
  today = todayInAthens(),
): Promise<TReviewEvent[]> {
  const presented = await presentEventRows(db, rows, today);
  const revisions = await describeRevisions(db, rows, presented);
  return presented.map((event, index) => {
    const { pendingArtists, pendingLocation, rejectReason } = rows[index]!.event;
    const revision = revisions.get(event.id) ?? null;
    const proposedDate = revision?.changes.find((change) => change.field === 'date')?.after ?? event.date;
    return {
      ...event,
      pendingArtists: pendingArtists ?? [],
      pendingLocation,
      rejectReason,
      revision,
      // A submission (or an edit) dated before today is most likely a mistake or an old post.
      flags: { pastDate: isPastDate(proposedDate, today) },
    };
  });
}
