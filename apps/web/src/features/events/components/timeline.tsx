import {
  addDays,
  eventDistanceKm,
  groupTimeline,
  type LatLng,
  type TimelineGroup,
  type TListedEvent,
} from '@glentia/core';
import { ArrowRight } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { eventDateParts } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { Link } from '../../../lib/router/index.ts';
import { EventCard } from './event-card.tsx';
import { useEventLanguage } from './status-badges.tsx';

interface TimelineProps {
  events: readonly TListedEvent[];
  today: string;
  /** Whether there are sponsored ads: one then goes before groups 0, 3, 6, … */
  hasAds: boolean;
  /** The ad before the group at this index. */
  renderAd: (groupIndex: number) => ReactNode;
  /** "Near me": the device's position, to show each card's distance (the events come sorted). */
  origin?: LatLng | null;
}

/** Where the list of one day's events is (SPEC §2: /events?date={date}). */
export function dayPath(date: string): string {
  return `/events?${new URLSearchParams({ date })}`;
}

/**
 * The timeline of SPEC §2: events grouped by day, at most 3 per day with a view-all link when the
 * day has more than 2. The first day wraps its cards into a grid; later days are rows that scroll
 * sideways on phones and a grid on wide screens. A sponsored ad goes before every third day.
 */
export function Timeline({ events, today, hasAds, renderAd, origin = null }: TimelineProps) {
  const groups = useMemo(() => groupTimeline(events, { hasAds }), [events, hasAds]);
  return (
    <div className="space-y-8">
      {groups.map((group, index) => (
        <Fragment key={group.date}>
          {group.showAdBefore && renderAd(index)}
          <TimelineDay group={group} first={index === 0} today={today} origin={origin} />
        </Fragment>
      ))}
    </div>
  );
}

function TimelineDay({
  group,
  first,
  today,
  origin,
}: {
  group: TimelineGroup<TListedEvent>;
  first: boolean;
  today: string;
  origin: LatLng | null;
}) {
  const { t } = useTranslation('search');
  const language = useEventLanguage();
  const date = eventDateParts(group.date, INTL_LOCALES[language]).full;
  const relative =
    group.date === today
      ? t('timeline.today')
      : group.date === addDays(today, 1)
        ? t('timeline.tomorrow')
        : null;
  const headingId = `day-${group.date}`;
  return (
    // Days far from the screen skip layout and paint until they come near (content-visibility).
    <section
      aria-labelledby={headingId}
      data-testid="timeline-day"
      data-date={group.date}
      className={first ? undefined : '[contain-intrinsic-size:auto_26rem] [content-visibility:auto]'}
    >
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={headingId} className="min-w-0">
          <Link
            to={dayPath(group.date)}
            className="inline-flex min-h-11 flex-col justify-center rounded-lg hover:underline"
          >
            {relative && (
              <span className="text-xs font-bold tracking-wide text-accent-soft-foreground uppercase dark:text-accent">
                {relative}
              </span>
            )}
            <span className="text-xl leading-tight font-bold tracking-tight first-letter:uppercase">
              {date}
            </span>
          </Link>
        </h2>
        {group.showViewAll && (
          <Link
            to={dayPath(group.date)}
            aria-label={t('timeline.viewAllLabel', { date, count: group.total })}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-2 text-sm font-semibold text-primary hover:underline"
          >
            {t('timeline.viewAll', { count: group.total })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {first ? (
        <ul aria-label={date} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {group.events.map((event, index) => (
            <li key={event.id}>
              <EventCard
                event={event}
                priority={index < 2}
                distanceKm={origin && eventDistanceKm(event, origin)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul
          aria-label={date}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-2 scrollbar-none lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0 xl:grid-cols-4"
        >
          {group.events.map((event) => (
            <li key={event.id} className="w-[14.5rem] shrink-0 snap-start sm:w-60 lg:w-auto">
              <EventCard event={event} distanceKm={origin && eventDistanceKm(event, origin)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The end of the loaded timeline: when it comes within a screen of the viewport, the next window
 * of days loads (and again, while the end stays near).
 */
export function LoadMore({
  onNear,
  loading,
  label,
}: {
  onNear: () => void;
  loading: boolean;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useRef(onNear);
  near.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near.current();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);
  return (
    <div ref={ref} data-testid="timeline-more" className="flex min-h-11 items-center justify-center pt-6">
      {loading && (
        <p role="status" className="text-sm font-semibold text-muted">
          {label}
        </p>
      )}
    </div>
  );
}
