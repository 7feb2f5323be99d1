import { nextOccurrenceDates, recurrenceOfSeries, todayInAthens } from '@glentia/core';
import type { SeriesRule } from './series-text.ts';

/**
 * The next dates the series falls on from `today`, by its rule: a series waiting for an admin has
 * no nights yet, so these are the dates it would have once published.
 */
export function nextSeriesDates(series: SeriesRule, limit: number, today = todayInAthens()): string[] {
  return nextOccurrenceDates(recurrenceOfSeries(series), today, limit);
}
