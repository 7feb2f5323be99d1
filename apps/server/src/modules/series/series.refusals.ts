/**
 * How the series services answer when core's permissions refuse a series (`runSeries` on its
 * venue: an admin, or the partner who runs the venue; the web app asks the same rule to offer the
 * form's "Repeats" section and the event page's link to the series).
 */
import type { VenueResource } from '@glentia/core';
import type { RefusalErrors } from '../../lib/access.ts';
import { BadRequestError, ForbiddenError } from '../../lib/errors.ts';

const notYourVenueMessages = {
  el: 'Σειρές βραδιών φτιάχνει μόνο ο συνεργάτης που έχει το μαγαζί ή ένας διαχειριστής.',
  en: 'Only the partner who runs the venue or an admin can set up a series of nights.',
};

/** For a series named by its address: a caller who may not manage it is refused (403). */
export const seriesRefusals: RefusalErrors = {
  notAllowed: () => new ForbiddenError(notYourVenueMessages, 'SERIES_NOT_VENUE_OWNER'),
};

/**
 * For the venue a form names: one the caller may not run a series at is invalid input pointing at
 * the venue field, never a 403 (which would say the session itself is no longer allowed).
 */
export const chosenVenueRefusals: RefusalErrors = {
  notAllowed: () =>
    new BadRequestError(
      {
        el: 'Σειρά βραδιών μπορείς να φτιάξεις μόνο σε μαγαζί που έχεις εσύ. Διάλεξε ένα δικό σου μαγαζί.',
        en: 'You can only set up a series of nights at a venue you run. Choose one of your venues.',
      },
      'SERIES_VENUE_NOT_YOURS',
      [{ path: 'location', message: notYourVenueMessages.en }],
    ),
};

/** A series' venue as its policy needs it: the partner who runs it. */
export function seriesVenue(venue: { partnerId: string | null }): VenueResource {
  return { type: 'venue', partnerId: venue.partnerId };
}
