/**
 * Reads the event form's text fields with the rules of SPEC §5, answering a wrong one with a
 * message that says what to fix, in Greek and English.
 */
import {
  DESCRIPTION_MAX_LENGTH,
  isSubmittableDate,
  MAX_EVENT_ARTISTS,
  type TEventSubmission,
  ZEventSubmissionFields,
} from '@glentia/core';
import { BadRequestError, type Messages } from '../../lib/errors.ts';

const FIELD_MESSAGES: Record<string, Messages> = {
  date: {
    el: 'Διάλεξε ημερομηνία: σήμερα ή αργότερα.',
    en: 'Choose a date: today or later.',
  },
  telephone: {
    el: 'Συμπλήρωσε ολόκληρο το τηλέφωνο κρατήσεων: +30 ### #### ###.',
    en: 'Enter the whole booking phone: +30 ### #### ###.',
  },
  time: {
    el: 'Η ώρα έναρξης γράφεται ΩΩ:ΛΛ (24ωρο) με λεπτά 00, 15, 30 ή 45.',
    en: 'The start time is HH:mm (24 h) with minutes 00, 15, 30 or 45.',
  },
  duration: {
    el: 'Η διάρκεια είναι από 1 έως 10 ή 12 ώρες.',
    en: 'The duration is 1 to 10 or 12 hours.',
  },
  description: {
    el: `Η περιγραφή έχει έως ${DESCRIPTION_MAX_LENGTH} χαρακτήρες.`,
    en: `The description has at most ${DESCRIPTION_MAX_LENGTH} characters.`,
  },
  location: {
    el: 'Διάλεξε μαγαζί ή γράψε το όνομά του (έως 120 χαρακτήρες).',
    en: 'Choose a venue or type its name (up to 120 characters).',
  },
  locationPlace: {
    el: 'Η θέση του νέου μαγαζιού δεν διαβάζεται· διάλεξέ την ξανά από την αναζήτηση.',
    en: "The new venue's place cannot be read; choose it again from the search.",
  },
  artists: {
    el: `Οι καλλιτέχνες στέλνονται ως λίστα με έως ${MAX_EVENT_ARTISTS} αναγνωριστικά ή ονόματα.`,
    en: `Artists are sent as a list of up to ${MAX_EVENT_ARTISTS} ids or names.`,
  },
  updateLocationPhone: {
    el: 'Η επιλογή «ενημέρωση τηλεφώνου μαγαζιού» δεν διαβάζεται· άφησέ την τσεκαρισμένη ή όχι.',
    en: 'The "update the venue phone" choice cannot be read; tick it or leave it clear.',
  },
};

const UNKNOWN_FIELD: Messages = {
  el: 'Η φόρμα έχει πεδίο που δεν αναγνωρίζεται.',
  en: 'The form has a field that is not recognised.',
};

/** The form's fields, typed; a date before `today` (Crete) is refused too. */
export function parseEventSubmission(fields: Record<string, string>, today: string): TEventSubmission {
  const result = ZEventSubmissionFields.safeParse(fields);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path:
        issue.path.map(String).join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : ''),
      message: issue.message,
    }));
    const field = String(result.error.issues[0]?.path[0] ?? '');
    throw new BadRequestError(FIELD_MESSAGES[field] ?? UNKNOWN_FIELD, 'INVALID_EVENT_FORM', issues);
  }
  if (!isSubmittableDate(result.data.date, today)) {
    throw new BadRequestError(FIELD_MESSAGES.date!, 'INVALID_EVENT_FORM', [
      { path: 'date', message: `Expected ${today} or later` },
    ]);
  }
  return result.data;
}
