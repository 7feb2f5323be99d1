/**
 * The demo's views per day: each event's view count spread over the days before its night (or
 * before today), so the partner's chart and the partner's list read the same counts, as they do
 * for views counted live.
 */
import { addDays, todayInAthens } from '@glentia/core';
import type { events, eventViewCounts } from '../schema.ts';

/** Days a seeded event's views are spread over, at most (the chart shows the last 30). */
const SPREAD_DAYS = 7;

/** Rows of `event_view_counts` whose sum per event is the event's `views`. */
export function spreadViewsOverDays(
  rows: (typeof events.$inferInsert)[],
  today: string,
): (typeof eventViewCounts.$inferInsert)[] {
  const out: (typeof eventViewCounts.$inferInsert)[] = [];
  for (const row of rows) {
    const views = row.views ?? 0;
    if (views <= 0 || !row.id) continue;
    const listed = row.publishedAt ?? row.createdAt;
    const firstPossible = listed ? todayInAthens(listed) : today;
    const last = row.date < today ? row.date : today;
    const first = [firstPossible, addDays(last, -(SPREAD_DAYS - 1))].sort().at(-1)!;
    const days: string[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
    if (days.length === 0) days.push(last);
    // Interest grows towards the night: day i weighs i + 1.
    const total = (days.length * (days.length + 1)) / 2;
    let given = 0;
    days.forEach((day, index) => {
      const share = index === days.length - 1 ? views - given : Math.floor((views * (index + 1)) / total);
      given += share;
      if (share > 0) out.push({ eventId: row.id!, day, views: share });
    });
  }
  return out;
}
