/** What the event cards (featured and square) share: the frame, the poster and the title link. */
import type { TListedEvent } from '@glentia/core';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { displayName } from '../../../lib/display-name.ts';
import { venueWords } from '../../../lib/greek-phrases.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { Link } from '../../../lib/router/index.ts';
import { useEventCard } from '../hooks/use-event-card.ts';
import { EventPoster } from './event-poster.tsx';
import { countyName, eventPath } from './event-text.ts';
import { useEventLanguage } from './status-badges.tsx';

export interface EventCardProps {
  event: TListedEvent;
  /** The first poster on screen loads at once; the others wait until they are near. */
  priority?: boolean;
  className?: string;
  /** The card title's heading level: 3 under a section heading (the default), 2 right under the page title. */
  headingLevel?: 2 | 3;
  /** "Near me": how far the venue is from the device, in kilometres. */
  distanceKm?: number | null;
}

/** The words a card shows about its event, in the interface language. */
export function useEventCardText(event: TListedEvent) {
  const { t } = useTranslation('events');
  const language = useEventLanguage();
  const venue = event.location ? displayName(event.location.name, language) : t('unknownVenue');
  return {
    venue,
    county: countyName(event, language),
    language,
    locale: INTL_LOCALES[language],
    posterAlt: t('posterAlt', { venueAt: venueWords(venue, event.location?.gender, language).venueAt }),
  };
}

/**
 * The card itself: counts a view once seen, and a right-click or a 300 ms press opens the event
 * sheet (without the phone's own link menu or text selection getting in the way).
 */
export function EventCardFrame({
  event,
  className,
  children,
}: {
  event: TListedEvent;
  className?: string;
  children: ReactNode;
}) {
  const { ref, pressHandlers, selectable } = useEventCard<HTMLElement>(event);
  return (
    <article
      ref={ref}
      {...pressHandlers}
      data-event-id={event.id}
      data-seen-event={event.id}
      className={cn(
        'group relative overflow-hidden rounded-2xl shadow-card transition-shadow hover:shadow-raised',
        selectable && 'select-none [-webkit-touch-callout:none]',
        className,
      )}
    >
      {children}
    </article>
  );
}

/** The poster, zooming a little when the card is hovered. */
export function EventCardPoster({
  event,
  priority = false,
  sizes,
  className,
}: Pick<EventCardProps, 'event' | 'priority'> & { sizes: string; className: string }) {
  const { posterAlt } = useEventCardText(event);
  return (
    <EventPoster
      event={event}
      alt={posterAlt}
      priority={priority}
      sizes={sizes}
      className={cn('transition-transform duration-300 group-hover:scale-[1.03]', className)}
    />
  );
}

/** The venue's name as the card's heading; its link covers the whole card and opens the event. */
export function EventCardTitle({
  event,
  headingLevel = 3,
  className,
}: Pick<EventCardProps, 'event' | 'headingLevel'> & { className: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { venue } = useEventCardText(event);
  return (
    <Heading className={className}>
      <Link
        to={eventPath(event)}
        viewTransition
        draggable={false}
        className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-solid focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
      >
        {venue}
      </Link>
    </Heading>
  );
}
