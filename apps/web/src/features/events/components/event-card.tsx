import type { TEvent } from '@glentia/core';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { type OnSelectEvent, useEventCard } from '../hooks/use-event-card.ts';
import { EventDateBadge } from './event-date-badge.tsx';
import { EventPoster } from './event-poster.tsx';
import { artistLine, countyName, eventPath } from './event-text.ts';
import { FeaturedBadge, StatusBadges, useEventLanguage } from './status-badges.tsx';

interface EventCardProps {
  event: TEvent;
  /** The first poster on screen loads at once; the others wait until they are near. */
  priority?: boolean;
  /** Right-click or 300 ms press selects the event (admin sheet); nothing happens without it. */
  onSelect?: OnSelectEvent;
  className?: string;
  /** The card title's heading level: 3 under a section heading (the default), 2 right under the page title. */
  headingLevel?: 2 | 3;
}

/**
 * The featured event card (SPEC §2): poster with the date (weekday, day, month), a featured badge
 * when promoted and a canceled badge, then venue, county, start time and artists. Opens the
 * event with a view transition where the browser has them; counts a view once seen.
 */
export function EventCard({
  event,
  priority = false,
  onSelect,
  className,
  headingLevel = 3,
}: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('events');
  const language = useEventLanguage();
  const { ref, pressHandlers } = useEventCard<HTMLElement>(event, onSelect);
  const venue = event.location?.name ?? t('unknownVenue');
  const county = countyName(event, language);
  const artists = artistLine(event);
  return (
    <article
      ref={ref}
      {...pressHandlers}
      data-event-id={event.id}
      className={cn(
        'group relative h-full overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-shadow hover:shadow-raised',
        onSelect && '[-webkit-touch-callout:none]',
        className,
      )}
    >
      <div className="relative aspect-[4/5] overflow-hidden">
        <EventPoster
          event={event}
          alt={t('posterAlt', { venue })}
          priority={priority}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <EventDateBadge date={event.date} locale={INTL_LOCALES[language]} className="absolute top-3 left-3" />
        <StatusBadges event={event} className="absolute top-3 right-3" />
        <FeaturedBadge event={event} className="absolute bottom-3 left-3" />
      </div>
      <div className="space-y-1 p-3.5">
        <Heading className="truncate text-base leading-snug font-bold">
          <Link
            to={eventPath(event)}
            viewTransition
            draggable={false}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
          >
            {venue}
          </Link>
        </Heading>
        {county && (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span data-testid="event-county">{county}</span>
            {event.time && <span>· {event.time}</span>}
          </p>
        )}
        {artists && (
          <p data-testid="event-artists" className="line-clamp-2 text-sm font-medium text-primary">
            {artists}
          </p>
        )}
      </div>
    </article>
  );
}
