import { describeRecurrence, recurrenceOfSeries, type TSeries } from '@glentia/core';

/** What of a series makes its rule and its sentence. */
export type SeriesRule = Pick<
  TSeries,
  'frequency' | 'startDate' | 'position' | 'until' | 'count' | 'exceptions' | 'time'
>;

/**
 * "Κάθε Παρασκευή στις 22:00, ως τις 29 Ιανουαρίου": the series in one sentence. Only words: a
 * night's page says it without the weekly rule's library (`series-dates.ts` needs that).
 */
export function describeSeries(series: SeriesRule, language: 'el' | 'en'): string {
  return describeRecurrence(recurrenceOfSeries(series), { time: series.time, language });
}
