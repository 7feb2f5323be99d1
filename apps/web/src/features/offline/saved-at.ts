/**
 * "Saved at HH:MM": when a screen shows what was stored on the device instead of a fresh answer,
 * it says when that copy was made, in Crete's time.
 */
import { todayInAthens } from '@glentia/core';
import { formatClockTime, formatDayMonth } from '../../lib/format.ts';

export interface SavedAtParts {
  /** The clock time in Crete, e.g. "21:05". */
  time: string;
  /** The day in Crete when it was not today there, e.g. "23 Νοεμβρίου"; otherwise null. */
  day: string | null;
}

/** When a copy saved at `savedAt` was made, as the interface shows it at `now`. */
export function savedAtParts(savedAt: number, now: number, locale: string): SavedAtParts {
  const instant = new Date(savedAt);
  const sameDay = todayInAthens(instant) === todayInAthens(new Date(now));
  return {
    time: formatClockTime(instant, locale),
    day: sameDay ? null : formatDayMonth(instant, locale),
  };
}

export interface SavedCopyState {
  /** Whether the device says it has a connection. */
  online: boolean;
  /** When the shown data was received (`dataUpdatedAt`); 0 when it never came from the server. */
  updatedAt: number;
  /** Whether the last attempt to refresh it failed, so what is shown is the older copy. */
  refreshFailed: boolean;
}

/** A screen marks its data as a saved copy when there is no connection or refreshing it failed. */
export function showsSavedCopy(state: SavedCopyState): boolean {
  return state.updatedAt > 0 && (!state.online || state.refreshFailed);
}
