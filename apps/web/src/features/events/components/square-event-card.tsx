import type { TEvent } from '@glentia/core';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { type OnSelectEvent, useEventCard } from '../hooks/use-event-card.ts';
import { EventDateBadge } from './event-date-badge.tsx';
import { EventPoster } from './event-poster.tsx';
import { countyName, eventPath } from './event-text.ts';
import { StatusBadges, useEventLanguage } from './status-badges.tsx';

interface SquareEventCardProps {
  event: TEvent;
  priority?: boolean;
  /** Right-click or 300 ms press selects the event (admin sheet); nothing happens without it. */
  onSelect?: OnSelectEvent;
  className?: string;
  /** The card title's heading level: 3 under a section heading (the default), 2 right under the page title. */
  headingLevel?: 2 | 3;
}

/**
 * The square event card of venue and artist pages (SPEC §2): 20rem wide, the poster filling it,
 * the date as day and short month, the venue's name and a county chip. Opens the event; counts a
 * view once seen.
 */
export function SquareEventCard({
  event,
  priority = false,
  onSelect,
  className,
  headingLevel = 3,
}: SquareEventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('events');
  const language = useEventLanguage();
  const { ref, pressHandlers } = useEventCard<HTMLElement>(event, onSelect);
  const venue = event.location?.name ?? t('unknownVenue');
  const county = countyName(event, language);
  return (
    <article
      ref={ref}
      {...pressHandlers}
      data-event-id={event.id}
      className={cn(
        'group relative aspect-square w-80 max-w-full shrink-0 overflow-hidden rounded-2xl bg-surface-muted shadow-card transition-shadow hover:shadow-raised',
        onSelect && '[-webkit-touch-callout:none]',
        className,
      )}
    >
      <EventPoster
        event={event}
        alt={t('posterAlt', { venue })}
        priority={priority}
        className="absolute inset-0 size-full transition-transform duration-300 group-hover:scale-[1.03]"
      />
      <EventDateBadge
        date={event.date}
        locale={INTL_LOCALES[language]}
        weekday={false}
        className="absolute top-3 left-3"
      />
      <StatusBadges event={event} className="absolute top-3 right-3" />
      <div className="absolute inset-x-0 bottom-0 space-y-2 bg-linear-to-t from-black/85 via-black/60 to-transparent px-4 pt-12 pb-4 text-white">
        <Heading className="truncate text-lg leading-snug font-bold">
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
          <span className="inline-flex items-center gap-1 rounded-full bg-white/20 px-2.5 py-1 text-xs font-semibold backdrop-blur-sm">
            <MapPin aria-hidden="true" className="size-3.5" />
            {county}
          </span>
        )}
      </div>
    </article>
  );
}
