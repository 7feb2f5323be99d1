import type { TListedEvent } from '@glentia/core';
import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../../lib/cn.ts';
import { displayName } from '../../../lib/display-name.ts';
import { eventDateParts } from '../../../lib/format.ts';
import { venueWords } from '../../../lib/greek-phrases.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { Link } from '../../../lib/router/index.ts';
import { useSelectEvent } from '../hooks/event-selection.ts';
import { EntryChip } from './entry-chip.tsx';
import { EventPoster } from './event-poster.tsx';
import { artistLine, countyName, eventPath } from './event-text.ts';
import { EventWhen } from './event-when.tsx';
import { StatusBadges, useEventLanguage } from './status-badges.tsx';

/**
 * A compact list row: small poster, date and time, venue with county, artists. Opens the event; a
 * long press or right-click opens the event sheet.
 *
 * In a list of one venue's nights (a map marker's dialog, titled with the venue and its county) a
 * row leads with its artists instead, on up to two lines, so the rows do not all read the same; one
 * without artists still names the venue.
 *
 * Drawn again only when its own event or options change (`memo`): a list drawn again around it
 * (the reader's session coming in once the page is adopted, a query answering again) leaves its
 * cards as they are.
 */
export const EventRow = memo(function EventRow({
  event,
  atVenue = false,
}: {
  event: TListedEvent;
  /** The list is one venue's: the row leads with the artists and leaves out the county. */
  atVenue?: boolean;
}) {
  const { t } = useTranslation('events');
  const { pressHandlers, selectable } = useSelectEvent(event);
  const language = useEventLanguage();
  const venue = event.location ? displayName(event.location.name, language) : t('unknownVenue');
  const county = countyName(event, language);
  const date = eventDateParts(event.date, INTL_LOCALES[language]);
  const artists = artistLine(event, language);
  return (
    <Link
      to={eventPath(event)}
      {...pressHandlers}
      data-event-id={event.id}
      draggable={false}
      className={cn(
        'group flex min-h-24 items-center gap-3.5 rounded-2xl border border-border bg-surface p-2.5 shadow-card transition-colors hover:bg-surface-muted',
        selectable && 'select-none [-webkit-touch-callout:none]',
      )}
    >
      <EventPoster
        event={event}
        alt={t('posterAlt', { venueAt: venueWords(venue, event.location?.gender, language).venueAt })}
        sizes="4rem"
        className="h-20 w-16 shrink-0 rounded-xl"
      />
      <div className="min-w-0 flex-1">
        <EventWhen date={date} isoDate={event.date} time={event.time} />
        {atVenue ? (
          <p className="line-clamp-2 font-bold">{artists || venue}</p>
        ) : (
          <>
            <p className="truncate font-bold">{venue}</p>
            <p className="truncate text-sm text-muted">
              {county}
              {county && artists && ' · '}
              {artists}
            </p>
          </>
        )}
        <StatusBadges event={event} className="mt-1 inline-block" />
        <EntryChip event={event} flat className="mt-1 not-first:ml-1.5" />
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
});
