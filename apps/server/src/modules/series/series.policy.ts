/**
 * Who may run a residency: an admin, or the partner who runs its venue. Checked by the services;
 * the web app mirrors it only to show the form's "Repeats" section.
 */
import { type Actor, isAdmin, isPartner, type UserActor } from '@glentia/core';
import { requireAccess } from '../../lib/access.ts';
import { ForbiddenError } from '../../lib/errors.ts';

const notYourVenue = () =>
  new ForbiddenError(
    {
      el: 'Σειρές βραδιών φτιάχνει μόνο ο συνεργάτης που έχει το μαγαζί ή ένας διαχειριστής.',
      en: 'Only the partner who runs the venue or an admin can set up a series of nights.',
    },
    'SERIES_NOT_VENUE_OWNER',
  );

/** Whether the caller runs the venue (its partner) or is an admin. */
export function canManageSeriesAt(caller: UserActor, venue: { partnerId: string | null }): boolean {
  if (isAdmin(caller)) return true;
  return isPartner(caller) && venue.partnerId === caller.id;
}

export function assertCanManageSeriesAt(actor: Actor, venue: { partnerId: string | null }): UserActor {
  const caller = requireAccess(actor, 'contribute', 'events');
  if (!canManageSeriesAt(caller, venue)) throw notYourVenue();
  return caller;
}
