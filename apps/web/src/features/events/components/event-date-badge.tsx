import { cn } from '../../../lib/cn.ts';
import { eventDateParts } from '../../../lib/format.ts';

/**
 * A calendar-leaf badge: weekday (unless `weekday` is false), big day number, short month. Screen
 * readers hear the full date.
 */
export function EventDateBadge({
  date,
  locale,
  weekday = true,
  className,
}: {
  date: string;
  locale: string;
  weekday?: boolean;
  className?: string;
}) {
  const parts = eventDateParts(date, locale);
  return (
    <time
      dateTime={date}
      className={cn(
        'flex w-14 flex-col items-center overflow-hidden rounded-xl bg-surface text-center text-foreground shadow-card',
        className,
      )}
    >
      <span className="sr-only">{parts.full}</span>
      {weekday ? (
        <span
          aria-hidden="true"
          className="w-full bg-accent py-0.5 text-[0.65rem] font-bold text-accent-foreground"
        >
          {parts.weekday}
        </span>
      ) : (
        <span aria-hidden="true" className="h-1.5 w-full bg-accent" />
      )}
      <span aria-hidden="true" className="pt-0.5 text-xl leading-none font-extrabold">
        {parts.day}
      </span>
      <span aria-hidden="true" className="pb-1 text-[0.7rem] font-semibold text-muted">
        {parts.month}
      </span>
    </time>
  );
}
