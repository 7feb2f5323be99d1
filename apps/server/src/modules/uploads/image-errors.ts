/** The ways an uploaded photo can be refused, each with a message a person can act on. */
import { BadRequestError } from '../../lib/errors.ts';

export const imageErrors = {
  missing: () =>
    new BadRequestError(
      { el: 'Διάλεξε μια φωτογραφία (αφίσα) για το γλέντι.', en: 'Choose a photo (poster) for the glenti.' },
      'IMAGE_REQUIRED',
    ),
  missingPicture: () =>
    new BadRequestError({ el: 'Διάλεξε μια φωτογραφία.', en: 'Choose a picture.' }, 'IMAGE_REQUIRED'),
  unsupported: () =>
    new BadRequestError(
      {
        el: 'Το αρχείο δεν είναι φωτογραφία JPEG, PNG, WebP ή HEIC. Διάλεξε άλλη φωτογραφία.',
        en: 'The file is not a JPEG, PNG, WebP or HEIC photo. Please choose another photo.',
      },
      'IMAGE_UNSUPPORTED',
    ),
  tooLarge: (megabytes: number) =>
    new BadRequestError(
      {
        el: `Η φωτογραφία είναι πολύ μεγάλη (έως ${megabytes} MB).`,
        en: `The photo is too large (at most ${megabytes} MB).`,
      },
      'IMAGE_TOO_LARGE',
    ),
  tooManyPixels: (megapixels: number) =>
    new BadRequestError(
      {
        el: `Η φωτογραφία έχει πάρα πολλά pixel (έως ${megapixels} megapixel).`,
        en: `The photo has too many pixels (at most ${megapixels} megapixels).`,
      },
      'IMAGE_TOO_MANY_PIXELS',
    ),
  unreadable: () =>
    new BadRequestError(
      {
        el: 'Δεν μπορέσαμε να διαβάσουμε τη φωτογραφία. Δοκίμασε να τη στείλεις ως JPEG.',
        en: 'The photo could not be read. Please try sending it as a JPEG.',
      },
      'IMAGE_UNREADABLE',
    ),
};
