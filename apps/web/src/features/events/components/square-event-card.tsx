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
import { StatusBadges } from './status-badges.tsx';

/**
 * The square event card of venue and artist pages (SPEC §2): 20rem wide, the poster filling it,
 * the date as day and short month, the venue's name and a county chip. Opens the event; counts a
 * view once seen; a long press or right-click opens the event sheet.
 *
 * Drawn again only when its own event or options change (`memo`): a list drawn again around it
 * (the reader's session coming in once the page is adopted, a query answering again) leaves its
 * cards as they are.
 */
export const SquareEventCard = memo(function SquareEventCard({
  event,
  priority = false,
  className,
  headingLevel = 3,
}: EventCardProps) {
  const { county, locale } = useEventCardText(event);
  return (
    <EventCardFrame
      event={event}
      className={cn('aspect-square w-80 max-w-full shrink-0 bg-surface-muted', className)}
    >
      <EventCardPoster
        event={event}
        priority={priority}
        sizes="20rem"
        className="absolute inset-0 size-full"
      />
      <EventDateBadge date={event.date} locale={locale} weekday={false} className="absolute top-3 left-3" />
      <StatusBadges event={event} className="absolute top-3 right-3" />
      <EntryChip event={event} className="absolute top-3 right-3" />
      <div className="absolute inset-x-0 bottom-0 space-y-2 bg-linear-to-t from-black/85 via-black/60 to-transparent px-4 pt-12 pb-4 text-white">
        <EventCardTitle
          event={event}
          headingLevel={headingLevel}
          className="truncate text-lg leading-snug font-bold"
        />
        {county && (
          <span className="inline-flex items-center gap-1 rounded-full bg-white/20 px-2.5 py-1 text-xs font-semibold backdrop-blur-sm">
            <MapPin aria-hidden="true" className="size-3.5" />
            {county}
          </span>
        )}
      </div>
    </EventCardFrame>
  );
});
