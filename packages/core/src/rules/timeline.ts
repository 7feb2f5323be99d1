/** Timeline rules (SPEC §2, §9): events grouped by day, at most 3 shown per group. */

export const EVENTS_PER_GROUP = 3;
/** A day with more events than this gets a "view all" button. */
export const VIEW_ALL_ABOVE = 2;
/** A sponsored ad precedes every 3rd group: indices 0, 3, 6, ... */
export const AD_EVERY_GROUPS = 3;

export interface TimelineGroup<E> {
  date: string;
  /** The events shown in the group (at most `EVENTS_PER_GROUP`). */
  events: E[];
  /** How many events that day has in all. */
  total: number;
  showViewAll: boolean;
  showAdBefore: boolean;
}

/**
 * Groups events by their date, keeping the order in which days first appear (events come sorted
 * by date), and marks which groups carry a view-all button and which are preceded by an ad.
 */
export function groupTimeline<E extends { date: string }>(
  events: readonly E[],
  options: { hasAds: boolean } = { hasAds: false },
): TimelineGroup<E>[] {
  const byDate = new Map<string, E[]>();
  for (const event of events) {
    const list = byDate.get(event.date);
    if (list) list.push(event);
    else byDate.set(event.date, [event]);
  }
  return Array.from(byDate, ([date, dayEvents], index) => ({
    date,
    events: dayEvents.slice(0, EVENTS_PER_GROUP),
    total: dayEvents.length,
    showViewAll: dayEvents.length > VIEW_ALL_ABOVE,
    showAdBefore: options.hasAds && index % AD_EVERY_GROUPS === 0,
  }));
}

/** Sort order of every event list: by date, then start time (no time last), then id for stability. */
export function compareEvents(
  a: { date: string; time: string | null; id: string },
  b: { date: string; time: string | null; id: string },
): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const aTime = a.time ?? '99:99';
  const bTime = b.time ?? '99:99';
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
