/**
 * How the events services answer when core's permissions refuse a change (SPEC §5, §6): an event
 * is changed by its uploader (username = publishedFrom, any case), the partner running its venue or
 * an admin, and once it is over by an admin only. The web app asks the same rules only to hide buttons.
 */
import { type EventResource, isPastDate } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { RefusalErrors } from '../../lib/access.ts';
import { BadRequestError, ForbiddenError, refusal } from '../../lib/errors.ts';
import { venuePartnerOf } from '../locations/locations.service.ts';

const notYours = refusal(ForbiddenError, 'EVENT_NOT_OWNER', {
  el: 'Μόνο όποιος ανέβασε το γλέντι, το μαγαζί του ή ένας διαχειριστής μπορεί να το αλλάξει.',
  en: 'Only the person who uploaded this glenti, its venue or an admin can change it.',
});

// Not a 403: who asks is not the matter, the event's date is (and the web reads a 403 as a session to renew).
const past = refusal(BadRequestError, 'EVENT_PAST', {
  el: 'Το γλέντι έχει περάσει και δεν αλλάζει πια.',
  en: 'This glenti is over and can no longer be changed.',
});

/** The errors for `requireAccess` on an event: not the uploader's, or over. */
export const eventRefusals: RefusalErrors = { notAllowed: notYours, past };

/**
 * An event as its policy needs it, on `today` (a past event changes for admins only), with the
 * partner running its venue (who edits every event there).
 */
export async function eventResource(
  db: DbOrTx,
  event: { publishedFrom: string | null; ownerId?: string | null; date: string; locationId: string | null },
  today: string,
): Promise<EventResource> {
  return {
    type: 'event',
    publishedFrom: event.publishedFrom,
    ownerId: event.ownerId ?? null,
    past: isPastDate(event.date, today),
    venuePartnerId: await venuePartnerOf(db, event.locationId),
  };
}
