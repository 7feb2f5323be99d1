/**
 * Who may run a residency: an admin, or the partner who runs its venue (core's `canRunSeriesAt`,
 * which the web app reads to offer the form's "Repeats" section). Checked by the services.
 */
import { type Actor, canRunSeriesAt, type UserActor } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import { BadRequestError, ForbiddenError } from '../../lib/errors.ts';

const notYourVenueMessages = {
  el: 'Σειρές βραδιών φτιάχνει μόνο ο συνεργάτης που έχει το μαγαζί ή ένας διαχειριστής.',
  en: 'Only the partner who runs the venue or an admin can set up a series of nights.',
};

const notYourVenue = () => new ForbiddenError(notYourVenueMessages, 'SERIES_NOT_VENUE_OWNER');

/**
 * A venue named in the form that the caller may not run a series at: invalid input pointing at the
 * venue field, never a 403 (which would say the session itself is no longer allowed).
 */
const venueNotRunByCaller = () =>
  new BadRequestError(
    {
      el: 'Σειρά βραδιών μπορείς να φτιάξεις μόνο σε μαγαζί που έχεις εσύ. Διάλεξε ένα δικό σου μαγαζί.',
      en: 'You can only set up a series of nights at a venue you run. Choose one of your venues.',
    },
    'SERIES_VENUE_NOT_YOURS',
    [{ path: 'location', message: notYourVenueMessages.en }],
  );

/** Whether the caller runs the venue (its partner) or is an admin. */
export function canManageSeriesAt(caller: UserActor, venue: { partnerId: string | null }): boolean {
  return canRunSeriesAt(caller, venue.partnerId === caller.id);
}

/** For a series named by its address: a caller who may not manage it is refused (403). */
export function assertCanManageSeriesAt(actor: Actor, venue: { partnerId: string | null }): UserActor {
  const caller = requireAccess(actor, 'contribute', 'events');
  if (!canManageSeriesAt(caller, venue)) throw notYourVenue();
  return caller;
}

/** For the venue a form names: one the caller may not run a series at is invalid input (400). */
export function assertCanChooseSeriesVenue(actor: Actor, venue: { partnerId: string | null }): UserActor {
  const caller = requireAccess(actor, 'contribute', 'events');
  if (!canManageSeriesAt(caller, venue)) throw venueNotRunByCaller();
  return caller;
}
