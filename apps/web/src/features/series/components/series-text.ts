import {
  describeRecurrence,
  nextOccurrenceDates,
  recurrenceOfSeries,
  type TSeries,
  todayInAthens,
} from '@glentia/core';

type SeriesRule = Pick<
  TSeries,
  'frequency' | 'startDate' | 'position' | 'until' | 'count' | 'exceptions' | 'time'
>;

/** "Κάθε Παρασκευή στις 22:00, ως τις 29 Ιανουαρίου": the series in one sentence. */
export function describeSeries(series: SeriesRule, language: 'el' | 'en'): string {
  return describeRecurrence(recurrenceOfSeries(series), { time: series.time, language });
}

/**
 * The next dates the series falls on from `today`, by its rule: a series waiting for an admin has
 * no nights yet, so these are the dates it would have once published.
 */
export function nextSeriesDates(series: SeriesRule, limit: number, today = todayInAthens()): string[] {
  return nextOccurrenceDates(recurrenceOfSeries(series), today, limit);
}
