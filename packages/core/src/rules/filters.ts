import type { County } from './county.ts';
import { addDays, addMonths } from './time.ts';

/** A date range, both ends inclusive, as `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

/** What the visitor filters the timeline by (SPEC §3 "Filter options"). */
export interface FilterOptions {
  nomos: County[];
  range: DateRange;
  selectedArtist: string[];
  selectedLocation: string[];
}

/** The default range: today to two months ahead (SPEC §3, §9). */
export function defaultRange(today: string): DateRange {
  return { from: today, to: addMonths(today, 2) };
}

export function defaultFilterOptions(today: string): FilterOptions {
  return { nomos: [], range: defaultRange(today), selectedArtist: [], selectedLocation: [] };
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((value) => set.has(value));
}

/** The reset button is offered only when the filters differ from the defaults. */
export function filtersDifferFromDefault(options: FilterOptions, today: string): boolean {
  const defaults = defaultFilterOptions(today);
  return (
    options.range.from !== defaults.range.from ||
    options.range.to !== defaults.range.to ||
    !sameMembers(options.nomos, defaults.nomos) ||
    !sameMembers(options.selectedArtist, defaults.selectedArtist) ||
    !sameMembers(options.selectedLocation, defaults.selectedLocation)
  );
}

/** Quick ranges of the calendar dialog: 1 today; 2 today to +6 days; 3 today to +29 days (SPEC §4). */
export function quickRange(option: 1 | 2 | 3, today: string): DateRange {
  const lengths = { 1: 0, 2: 6, 3: 29 } as const;
  return { from: today, to: addDays(today, lengths[option]) };
}

/** Dates the calendar lets one pick: from yesterday to two months ahead (SPEC §5, §9). */
export function calendarWindow(today: string): DateRange {
  return { from: addDays(today, -1), to: addMonths(today, 2) };
}
