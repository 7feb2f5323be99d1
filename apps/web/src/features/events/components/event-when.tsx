import type { EventDateParts } from '../../../lib/format.ts';

/** The short date line of a list row: "Παρ 27 Νοε · 21:15" (the time only when there is one). */
export function EventWhen({
  date,
  isoDate,
  time,
}: {
  date: EventDateParts;
  isoDate: string;
  time: string | null;
}) {
  return (
    <p className="text-sm font-semibold text-accent-soft-foreground dark:text-accent">
      <time dateTime={isoDate}>
        {date.weekday} {date.day} {date.month}
      </time>
      {time && <span> · {time}</span>}
    </p>
  );
}
