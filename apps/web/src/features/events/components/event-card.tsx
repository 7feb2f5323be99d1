import { MapPin } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../../lib/cn.ts';
import { EntryChip } from './entry-chip.tsx';
import {
  EventCardFrame,
  EventCardPoster,
  type EventCardProps,
  EventCardTitle,
  useEventCardText,
} from './event-card-parts.tsx';
import { EventDateBadge } from './event-date-badge.tsx';
import { EventDistance } from './event-distance.tsx';
import { artistLine } from './event-text.ts';
import { FeaturedBadge, StatusBadges } from './status-badges.tsx';

/**
 * The featured event card (SPEC §2): poster with the date (weekday, day, month), a featured badge
 * when promoted and a canceled badge, then venue, county, start time and artists. Opens the
 * event with a view transition where the browser has them; counts a view once seen; a long press
 * or right-click opens the event sheet.
 *
 * Drawn again only when its own event or options change (`memo`): a list drawn again around it
 * (the reader's session coming in once the page is adopted, a query answering again) leaves its
 * cards as they are.
 */
export const EventCard = memo(function EventCard({
  event,
  priority = false,
  className,
  headingLevel = 3,
  distanceKm = null,
}: EventCardProps) {
  const { county, locale, language } = useEventCardText(event);
  const artists = artistLine(event, language);
  return (
    <EventCardFrame event={event} className={cn('h-full border border-border bg-surface', className)}>
      <div className="relative aspect-[4/5] overflow-hidden">
        {/* 14.5–15rem in a row that scrolls, about half a phone in a grid, 16rem at most on a wide screen. */}
        <EventCardPoster
          event={event}
          priority={priority}
          sizes="(min-width: 640px) 16rem, 15rem"
          className="size-full"
        />
        <EventDateBadge date={event.date} locale={locale} className="absolute top-3 left-3" />
        <StatusBadges event={event} className="absolute top-3 right-3" />
        {/* One row, wrapping when a long word and a price do not fit side by side: never one over the other. */}
        <div className="pointer-events-none absolute inset-x-3 bottom-3 flex flex-wrap items-end justify-between gap-1.5">
          <FeaturedBadge event={event} />
          <EntryChip event={event} className="ml-auto" />
        </div>
      </div>
      <div className="space-y-1 p-3.5">
        <EventCardTitle
          event={event}
          headingLevel={headingLevel}
          className="truncate text-base leading-snug font-bold"
        />
        {county && (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span data-testid="event-county">{county}</span>
            {event.time && <span>· {event.time}</span>}
          </p>
        )}
        {distanceKm !== null && <EventDistance km={distanceKm} />}
        {artists && (
          // Two lines' room whatever the names' length: cards in a row keep one height when more
          // join it (the carousel's, once the page has loaded), so nothing below them moves.
          <p
            data-testid="event-artists"
            className="line-clamp-2 min-h-[2lh] text-sm font-medium text-primary"
          >
            {artists}
          </p>
        )}
      </div>
    </EventCardFrame>
  );
});
