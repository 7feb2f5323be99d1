/**
 * Reads the series form: the event form's fields (same rules, same messages) and the repetition.
 * A series needs a known venue (its partner runs the series), a start time and known artists.
 */
import {
  type Recurrence,
  recurrenceProblem,
  type TEventSubmission,
  type TRecurrenceRule,
  ZSeriesExtraFields,
} from '@glentia/core';
import { BadRequestError, type Messages } from '../../lib/errors.ts';
import { parseEventSubmission } from '../events/events.submission.ts';

export interface SeriesForm {
  submission: TEventSubmission;
  rule: TRecurrenceRule;
  title: string | null;
  locationId: string;
  artistIds: string[];
  time: string;
}

const invalid = (messages: Messages, path: string) =>
  new BadRequestError(messages, 'INVALID_SERIES_FORM', [{ path, message: messages.en }]);

const PROBLEMS: Record<NonNullable<ReturnType<typeof recurrenceProblem>>, Messages> = {
  BOTH_ENDS: {
    el: 'Διάλεξε ή ημερομηνία λήξης ή αριθμό βραδιών, όχι και τα δύο.',
    en: 'Choose an end date or a number of nights, not both.',
  },
  ENDS_BEFORE_START: {
    el: 'Η σειρά τελειώνει πριν ξεκινήσει· διάλεξε μεταγενέστερη ημερομηνία λήξης.',
    en: 'The series ends before it starts; choose a later end date.',
  },
  TOO_LONG: {
    el: 'Μια σειρά κρατά έως δύο χρόνια ή 104 βραδιές.',
    en: 'A series lasts at most two years or 104 nights.',
  },
  NO_DATES: {
    el: 'Με αυτές τις επιλογές η σειρά δεν έχει καμία βραδιά.',
    en: 'With these choices the series has no night at all.',
  },
};

/** The form's fields, typed and checked; `earliest` is the first start date allowed. */
export function parseSeriesForm(fields: Record<string, string>, earliest: string): SeriesForm {
  const { recurrence, title, ...eventFields } = fields;
  const extra = ZSeriesExtraFields.safeParse({ recurrence, title });
  if (!extra.success) {
    throw invalid(
      {
        el: 'Η επανάληψη δεν διαβάζεται: διάλεξε κάθε πόσο και ως πότε.',
        en: 'The repetition cannot be read: choose how often and until when.',
      },
      'recurrence',
    );
  }
  const submission = parseEventSubmission(eventFields, earliest);
  if (!submission.time) {
    throw invalid({ el: 'Μια σειρά χρειάζεται ώρα έναρξης.', en: 'A series needs a start time.' }, 'time');
  }
  if (!submission.location || !('id' in submission.location)) {
    throw invalid(
      { el: 'Διάλεξε ένα από τα γνωστά μαγαζιά.', en: 'Choose one of the known venues.' },
      'location',
    );
  }
  const artists = submission.artists ?? [];
  if (artists.some((artist) => !('id' in artist))) {
    throw invalid(
      {
        el: 'Σε μια σειρά διάλεξε καλλιτέχνες από τη λίστα· νέα ονόματα πρόσθεσέ τα πρώτα σε ένα γλέντι.',
        en: 'A series takes artists from the list; add new names on a single glenti first.',
      },
      'artists',
    );
  }
  const rule = extra.data.recurrence;
  const problem = recurrenceProblem(ruleWithStart(rule, submission.date));
  if (problem) throw invalid(PROBLEMS[problem], 'recurrence');
  return {
    submission,
    rule,
    title: extra.data.title || null,
    locationId: submission.location.id,
    artistIds: artists.flatMap((artist) => ('id' in artist ? [artist.id] : [])),
    time: submission.time,
  };
}

export function ruleWithStart(rule: TRecurrenceRule, startDate: string): Recurrence {
  return {
    frequency: rule.frequency,
    startDate,
    position: rule.frequency === 'monthly' ? (rule.position ?? null) : null,
    until: rule.until ?? null,
    count: rule.count ?? null,
    exceptions: rule.exceptions,
  };
}
