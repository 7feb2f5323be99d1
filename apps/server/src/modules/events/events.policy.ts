/**
 * An event's own refusals (SPEC §5, §6), on top of the event policy in `@glentia/core`: checked by
 * the services. The web app asks the same policy only to hide buttons.
 */
import { type Actor, isAdmin, isPastDate, type UserActor } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import { BadRequestError, ForbiddenError, refusal } from '../../lib/errors.ts';

const notYours = refusal(ForbiddenError, 'EVENT_NOT_OWNER', {
  el: 'Μόνο όποιος ανέβασε το γλέντι ή ένας διαχειριστής μπορεί να το αλλάξει.',
  en: 'Only the person who uploaded this glenti or an admin can change it.',
});

// Not a 403: who asks is not the matter, the event's date is (and the web reads a 403 as a session to renew).
const past = refusal(BadRequestError, 'EVENT_PAST', {
  el: 'Το γλέντι έχει περάσει και δεν αλλάζει πια.',
  en: 'This glenti is over and can no longer be changed.',
});

/** Editing, cancelling: the uploader (username = publishedFrom, any case) or an admin; not past events for uploaders. */
export function assertCanChangeEvent(
  actor: Actor,
  event: { publishedFrom: string | null; date: string },
  today: string,
): UserActor {
  const known = requireAccess(
    actor,
    'change',
    { type: 'event', publishedFrom: event.publishedFrom },
    notYours,
  );
  if (!isAdmin(known) && isPastDate(event.date, today)) throw past();
  return known;
}

/** Deleting: the uploader or an admin, whatever the date. */
export function assertCanDeleteEvent(actor: Actor, event: { publishedFrom: string | null }): UserActor {
  return requireAccess(actor, 'delete', { type: 'event', publishedFrom: event.publishedFrom }, notYours);
}
