import type { TListedEvent } from '@glentia/core';
import type { ReactNode } from 'react';
import { useCardsShown } from '../../../lib/drawing.ts';
import { EventCard } from './event-card.tsx';
import { EventCardSkeleton } from './event-card-skeleton.tsx';

const track =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-2 scrollbar-none';
const slide = 'w-[14.5rem] shrink-0 snap-start sm:w-60';
/**
 * A card further along, which joins after the page has loaded: laid out and painted only once it
 * comes near the screen. The row's height is the first cards' (it claims none of its own), so
 * nothing moves when it is drawn.
 */
const laterSlide = `${slide} [content-visibility:auto] [contain-intrinsic-size:auto_14.5rem_auto_0]`;

/** The cards a phone shows before it is swiped (one and a half), and one to spare. */
const FIRST_SCREEN_CARDS = 3;

/**
 * Event cards in a row that scrolls sideways and snaps card by card. On a page the server drew,
 * the cards further along join once the page has loaded and the row is swiped along or scrolled
 * near, a few at a time: the phone lays out and adopts three cards first, not twenty, and the rest
 * only of the rows someone reaches.
 */
export function EventCarousel({
  events,
  label,
  onFirstScreen,
}: {
  events: readonly TListedEvent[];
  label: string;
  /** Whether the row stands on the first screen: then its first poster is asked for with the page. */
  onFirstScreen: boolean;
}) {
  const { shown: count, watchLast } = useCardsShown(events.length, FIRST_SCREEN_CARDS);
  const shown = events.slice(0, count);
  return (
    <CarouselTrack label={label}>
      {shown.map((event, index) => (
        <li
          key={event.id}
          ref={index === shown.length - 1 ? watchLast : undefined}
          className={index < FIRST_SCREEN_CARDS ? slide : laterSlide}
        >
          <EventCard event={event} priority={onFirstScreen && index === 0} />
        </li>
      ))}
    </CarouselTrack>
  );
}

/** SPEC §9: four skeleton cards while events load. */
export function EventCarouselSkeleton({ label }: { label: string }) {
  return (
    <CarouselTrack label={label} busy>
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className={slide}>
          <EventCardSkeleton />
        </li>
      ))}
    </CarouselTrack>
  );
}

function CarouselTrack({
  label,
  busy = false,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} aria-busy={busy || undefined} className={track}>
      {children}
    </ul>
  );
}
