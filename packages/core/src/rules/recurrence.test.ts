import { describe, expect, it } from 'vitest';
import {
  isLastWeekdayOfMonth,
  lastRuleDate,
  nextOccurrenceDates,
  occurrenceDates,
  type Recurrence,
  recurrenceProblem,
} from './recurrence.ts';
import {
  describeRecurrence,
  describeRepetition,
  recurrenceOfSeries,
  weekdayPositionOf,
} from './recurrence-words.ts';
import { eventInterval } from './time.ts';

// 2027-01-01 is a Friday; so are 2027-03-26 (before the clocks go forward on the 28th) and
// 2027-10-29 (before they go back on the 31st).
const fridays: Recurrence = { frequency: 'weekly', startDate: '2027-01-01' };

describe('occurrenceDates', () => {
  it('repeats weekly on the start date’s weekday within the window', () => {
    expect(occurrenceDates(fridays, { from: '2027-01-01', to: '2027-01-31' })).toEqual([
      '2027-01-01',
      '2027-01-08',
      '2027-01-15',
      '2027-01-22',
      '2027-01-29',
    ]);
  });

  it('starts no earlier than the start date, whatever the window', () => {
    expect(occurrenceDates(fridays, { from: '2026-12-01', to: '2027-01-09' })).toEqual([
      '2027-01-01',
      '2027-01-08',
    ]);
    expect(occurrenceDates(fridays, { from: '2027-01-02', to: '2027-01-14' })).toEqual(['2027-01-08']);
    expect(occurrenceDates(fridays, { from: '2027-02-01', to: '2027-01-01' })).toEqual([]);
  });

  it('repeats every two weeks, counted from the start date', () => {
    const fortnightly: Recurrence = { frequency: 'fortnightly', startDate: '2027-01-08' };
    expect(occurrenceDates(fortnightly, { from: '2027-01-15', to: '2027-03-01' })).toEqual([
      '2027-01-22',
      '2027-02-05',
      '2027-02-19',
    ]);
  });

  it('keeps the nth weekday of the month (2nd Friday)', () => {
    const second: Recurrence = { frequency: 'monthly', startDate: '2027-01-08', position: 2 };
    expect(occurrenceDates(second, { from: '2027-01-01', to: '2027-05-31' })).toEqual([
      '2027-01-08',
      '2027-02-12',
      '2027-03-12',
      '2027-04-09',
      '2027-05-14',
    ]);
  });

  it('takes the position from the start date when none is given', () => {
    const third: Recurrence = { frequency: 'monthly', startDate: '2027-01-16' };
    expect(weekdayPositionOf('2027-01-16')).toBe(3);
    expect(occurrenceDates(third, { from: '2027-01-01', to: '2027-03-31' })).toEqual([
      '2027-01-16',
      '2027-02-20',
      '2027-03-20',
    ]);
  });

  it('a 5th Friday falls only in months that have one', () => {
    const fifth: Recurrence = { frequency: 'monthly', startDate: '2027-01-29', position: 5 };
    expect(occurrenceDates(fifth, { from: '2027-01-01', to: '2027-12-31' })).toEqual([
      '2027-01-29',
      '2027-04-30',
      '2027-07-30',
      '2027-10-29',
      '2027-12-31',
    ]);
  });

  it('the last Friday is in every month', () => {
    const last: Recurrence = { frequency: 'monthly', startDate: '2027-01-29', position: -1 };
    expect(isLastWeekdayOfMonth('2027-01-29')).toBe(true);
    expect(isLastWeekdayOfMonth('2027-01-22')).toBe(false);
    expect(occurrenceDates(last, { from: '2027-01-01', to: '2027-03-31' })).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
    ]);
  });

  it('skips a start date that does not match a monthly position', () => {
    // The 1st of January 2027 is the first Friday; the series asks for the second.
    const second: Recurrence = { frequency: 'monthly', startDate: '2027-01-01', position: 2 };
    expect(occurrenceDates(second, { from: '2027-01-01', to: '2027-02-28' })).toEqual([
      '2027-01-08',
      '2027-02-12',
    ]);
  });

  it('stops at the end date, which is included', () => {
    const until: Recurrence = { ...fridays, until: '2027-01-22' };
    expect(occurrenceDates(until, { from: '2027-01-01', to: '2027-12-31' })).toEqual([
      '2027-01-01',
      '2027-01-08',
      '2027-01-15',
      '2027-01-22',
    ]);
    expect(lastRuleDate(until)).toBe('2027-01-22');
  });

  it('stops after a count, skipped dates counted among them (RFC 5545)', () => {
    const counted: Recurrence = { ...fridays, count: 4, exceptions: ['2027-01-08'] };
    expect(occurrenceDates(counted, { from: '2027-01-01', to: '2027-12-31' })).toEqual([
      '2027-01-01',
      '2027-01-15',
      '2027-01-22',
    ]);
    expect(lastRuleDate(counted)).toBe('2027-01-22');
    // A window that starts later does not restart the count.
    expect(occurrenceDates(counted, { from: '2027-01-20', to: '2027-12-31' })).toEqual(['2027-01-22']);
  });

  it('leaves out skipped dates', () => {
    const skipping: Recurrence = { ...fridays, exceptions: ['2027-01-15', '2027-01-29'] };
    expect(occurrenceDates(skipping, { from: '2027-01-01', to: '2027-01-31' })).toEqual([
      '2027-01-01',
      '2027-01-08',
      '2027-01-22',
    ]);
  });

  it('has no end without until or count', () => {
    expect(lastRuleDate(fridays)).toBeNull();
    expect(occurrenceDates(fridays, { from: '2029-12-01', to: '2029-12-14' })).toEqual([
      '2029-12-07',
      '2029-12-14',
    ]);
  });
});

describe('occurrences across the changes of clock', () => {
  const dates = occurrenceDates(
    { frequency: 'weekly', startDate: '2027-03-19' },
    { from: '2027-03-19', to: '2027-04-09' },
  );

  it('stay on their weekday when the clocks go forward', () => {
    expect(dates).toEqual(['2027-03-19', '2027-03-26', '2027-04-02', '2027-04-09']);
  });

  it('keep 22:00 in Crete before and after the last Sunday of March and of October', () => {
    const instants = dates.map((date) => eventInterval({ date, time: '22:00', duration: null })!.startAt);
    expect(instants.map((instant) => instant.toISOString())).toEqual([
      '2027-03-19T20:00:00.000Z',
      '2027-03-26T20:00:00.000Z',
      '2027-04-02T19:00:00.000Z',
      '2027-04-09T19:00:00.000Z',
    ]);
    const autumn = occurrenceDates(
      { frequency: 'weekly', startDate: '2027-10-22' },
      { from: '2027-10-22', to: '2027-11-05' },
    ).map((date) => eventInterval({ date, time: '22:00', duration: null })!.startAt.toISOString());
    expect(autumn).toEqual([
      '2027-10-22T19:00:00.000Z',
      '2027-10-29T19:00:00.000Z',
      '2027-11-05T20:00:00.000Z',
    ]);
  });

  it('give the same dates whatever the process time zone (dates, never instants)', () => {
    // Sunday 01:30 on the night the clocks change is still Sunday.
    const sundays = occurrenceDates(
      { frequency: 'weekly', startDate: '2027-03-21' },
      { from: '2027-03-21', to: '2027-04-04' },
    );
    expect(sundays).toEqual(['2027-03-21', '2027-03-28', '2027-04-04']);
  });
});

describe('nextOccurrenceDates', () => {
  it('gives the next nights from a date, skipping exceptions', () => {
    expect(nextOccurrenceDates({ ...fridays, exceptions: ['2027-02-12'] }, '2027-02-01', 3)).toEqual([
      '2027-02-05',
      '2027-02-19',
      '2027-02-26',
    ]);
  });

  it('stops at the end of the series', () => {
    expect(nextOccurrenceDates({ ...fridays, count: 2 }, '2027-01-01', 5)).toEqual([
      '2027-01-01',
      '2027-01-08',
    ]);
  });
});

describe('recurrenceProblem', () => {
  it('accepts one end or none', () => {
    expect(recurrenceProblem(fridays)).toBeNull();
    expect(recurrenceProblem({ ...fridays, count: 10 })).toBeNull();
    expect(recurrenceProblem({ ...fridays, until: '2027-06-01' })).toBeNull();
  });

  it('refuses two ends, an end before the start, too long a series, and a rule with no date', () => {
    expect(recurrenceProblem({ ...fridays, count: 3, until: '2027-06-01' })).toBe('BOTH_ENDS');
    expect(recurrenceProblem({ ...fridays, until: '2026-12-01' })).toBe('ENDS_BEFORE_START');
    expect(recurrenceProblem({ ...fridays, until: '2030-01-01' })).toBe('TOO_LONG');
    expect(recurrenceProblem({ ...fridays, count: 500 })).toBe('TOO_LONG');
    expect(recurrenceProblem({ ...fridays, count: 1, exceptions: ['2027-01-01'] })).toBe('NO_DATES');
  });
});

describe('describeRecurrence', () => {
  it('says a weekly series with its end date in Greek and English', () => {
    const series: Recurrence = { frequency: 'weekly', startDate: '2026-11-27', until: '2027-01-29' };
    expect(describeRecurrence(series, { time: '22:00', language: 'el' })).toBe(
      'Κάθε Παρασκευή στις 22:00, ως τις 29 Ιανουαρίου 2027',
    );
    expect(describeRecurrence(series, { time: '22:00', language: 'en' })).toBe(
      'Every Friday at 22:00, until January 29, 2027',
    );
    expect(
      describeRecurrence({ ...series, startDate: '2027-01-01' }, { time: '22:00', language: 'el' }),
    ).toBe('Κάθε Παρασκευή στις 22:00, ως τις 29 Ιανουαρίου');
  });

  it('agrees the ordinal and article with the weekday’s gender', () => {
    expect(describeRepetition({ frequency: 'fortnightly', startDate: '2027-01-01' }, 'el')).toBe(
      'Κάθε δεύτερη Παρασκευή',
    );
    expect(describeRepetition({ frequency: 'fortnightly', startDate: '2027-01-02' }, 'el')).toBe(
      'Κάθε δεύτερο Σάββατο',
    );
    expect(describeRepetition({ frequency: 'monthly', startDate: '2027-01-08', position: 2 }, 'el')).toBe(
      'Τη δεύτερη Παρασκευή κάθε μήνα',
    );
    expect(describeRepetition({ frequency: 'monthly', startDate: '2027-01-01', position: 1 }, 'el')).toBe(
      'Την πρώτη Παρασκευή κάθε μήνα',
    );
    expect(describeRepetition({ frequency: 'monthly', startDate: '2027-01-16', position: 3 }, 'el')).toBe(
      'Το τρίτο Σάββατο κάθε μήνα',
    );
    expect(describeRepetition({ frequency: 'monthly', startDate: '2027-01-29', position: -1 }, 'el')).toBe(
      'Την τελευταία Παρασκευή κάθε μήνα',
    );
    expect(describeRepetition({ frequency: 'monthly', startDate: '2027-01-29', position: -1 }, 'en')).toBe(
      'The last Friday of every month',
    );
    expect(describeRepetition({ frequency: 'fortnightly', startDate: '2027-01-02' }, 'en')).toBe(
      'Every other Saturday',
    );
  });

  it('says a count, one night included', () => {
    expect(describeRecurrence({ ...fridays, count: 6 }, { time: null, language: 'el' })).toBe(
      'Κάθε Παρασκευή, 6 φορές',
    );
    expect(describeRecurrence({ ...fridays, count: 1 }, { time: '21:30', language: 'el' })).toBe(
      'Κάθε Παρασκευή στις 21:30, μία φορά',
    );
    expect(describeRecurrence({ ...fridays, count: 6 }, { time: '21:30', language: 'en' })).toBe(
      'Every Friday at 21:30, 6 times',
    );
  });
});

describe('a stored series as a rule', () => {
  it('takes the columns of a series (until, count, skipped dates) as the rule it stands for', () => {
    const stored = {
      frequency: 'monthly' as const,
      startDate: '2027-01-29',
      position: -1,
      until: null,
      count: 4,
      exceptions: ['2027-02-26'],
    };
    const rule = recurrenceOfSeries(stored);
    expect(describeRecurrence(rule, { time: '22:00', language: 'el' })).toBe(
      'Την τελευταία Παρασκευή κάθε μήνα στις 22:00, 4 φορές',
    );
    expect(nextOccurrenceDates(rule, '2027-01-01', 5)).toEqual(['2027-01-29', '2027-03-26', '2027-04-30']);
  });
});
