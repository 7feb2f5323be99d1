/** The ways a poster reading is refused or stopped, each with words the event form can show. */
import { AppError } from '../../lib/errors.ts';

/** Seconds a refused reading is told to wait (Retry-After) when the queue is full. */
export const QUEUE_FULL_RETRY_SECONDS = 30;

export const posterReadingErrors = {
  busy: () =>
    new AppError(429, 'POSTER_READING_BUSY', {
      el: 'Διαβάζεται ήδη μια αφίσα σου. Περίμενε να τελειώσει και δοκίμασε ξανά.',
      en: 'One of your posters is already being read. Wait for it to finish and try again.',
    }),
  queueFull: () =>
    new AppError(503, 'POSTER_READING_QUEUE_FULL', {
      el: 'Πολλές αφίσες περιμένουν να διαβαστούν. Δοκίμασε ξανά σε λίγο ή συμπλήρωσε τη φόρμα με το χέρι.',
      en: 'Many posters are waiting to be read. Try again shortly, or fill in the form by hand.',
    }),
  tooSlow: () =>
    new AppError(422, 'POSTER_READING_TIMEOUT', {
      el: 'Η αφίσα δεν διαβάστηκε έγκαιρα: έχει πολύ κείμενο ή θόρυβο. Συμπλήρωσε τη φόρμα με το χέρι ή δοκίμασε μια πιο καθαρή φωτογραφία.',
      en: 'The poster could not be read in time: it has too much text or noise. Fill in the form by hand, or try a clearer photo.',
    }),
};
