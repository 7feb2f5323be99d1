/**
 * Who may do what with an event (SPEC §5, §6), checked by the services. The web app mirrors these
 * only to hide buttons.
 */
import { type Caller, canEditEvent, isAdmin, isPastDate, isUploaderOf } from '@glentia/core';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';

/** The signed-in person making a request: their account id, username and roles. */
export interface SubmissionCaller extends Caller {
  userId: string | null;
}

export function requireCaller(caller: SubmissionCaller | null | undefined): SubmissionCaller {
  if (!caller) throw new UnauthorizedError();
  return caller;
}

export function requireAdmin(caller: SubmissionCaller | null | undefined): SubmissionCaller {
  const known = requireCaller(caller);
  if (!isAdmin(known)) throw new ForbiddenError();
  return known;
}

/** Whether the caller uploaded the event (an admin deciding about their own event tells nobody). */
export function isUploader(
  caller: SubmissionCaller,
  event: { ownerId: string | null; publishedFrom: string | null },
): boolean {
  return (!!caller.userId && event.ownerId === caller.userId) || isUploaderOf(caller, event);
}

const notYours = () =>
  new ForbiddenError(
    {
      el: 'Μόνο όποιος ανέβασε το γλέντι ή ένας διαχειριστής μπορεί να το αλλάξει.',
      en: 'Only the person who uploaded this glenti or an admin can change it.',
    },
    'EVENT_NOT_OWNER',
  );

const past = () =>
  new ForbiddenError(
    {
      el: 'Το γλέντι έχει περάσει και δεν αλλάζει πια.',
      en: 'This glenti is over and can no longer be changed.',
    },
    'EVENT_PAST',
  );

/** Editing, cancelling: the uploader (username = publishedFrom, any case) or an admin; not past events for uploaders. */
export function assertCanChangeEvent(
  caller: SubmissionCaller | null | undefined,
  event: { publishedFrom: string | null; date: string },
  today: string,
): SubmissionCaller {
  const known = requireCaller(caller);
  if (!canEditEvent(known, event)) throw notYours();
  if (!isAdmin(known) && isPastDate(event.date, today)) throw past();
  return known;
}

/** Deleting: the uploader or an admin, whatever the date. */
export function assertCanDeleteEvent(
  caller: SubmissionCaller | null | undefined,
  event: { publishedFrom: string | null },
): SubmissionCaller {
  const known = requireCaller(caller);
  if (!canEditEvent(known, event)) throw notYours();
  return known;
}
