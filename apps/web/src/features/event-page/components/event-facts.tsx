import { endTimeOf, formatEuro, formatViews, type TEvent } from '@glentia/core';
import { CalendarDays, ChevronRight, Clock, ExternalLink, Eye, Ticket } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useEventViews } from '../../events/api/mark-event-viewed.ts';

/** The start and end time on the clock, e.g. "22:00 – 02:00"; `null` without a start time. */
export function timeRangeOf(
  event: Pick<TEvent, 'time' | 'duration'>,
): { start: string; end: string | null } | null {
  if (!event.time) return null;
  return { start: event.time, end: event.duration ? endTimeOf(event.time, event.duration) : null };
}

/** How many have seen the event, with the count its page's own view brought back once it has. */
function EventViews({ event }: { event: TEvent }) {
  const { t } = useTranslation('eventPage');
  const views = useEventViews(event);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="event-views">
      <Eye aria-hidden="true" className="size-4" />
      {/* Under 100 the count reads as a range ("0-100"), which takes the plural. */}
      {t('views', { views: formatViews(views), count: views < 100 ? 100 : views })}
    </span>
  );
}

/**
 * Entry (free or the price, "12,50 €") and, while the event is ahead and not canceled, the
 * reservation or ticket link, which opens the organiser's page outside Glentia without telling it
 * where the visitor came from.
 */
function EventEntry({ event }: { event: TEvent }) {
  const { t, i18n } = useTranslation('eventPage');
  if (event.entryPrice === null && !event.ticketUrl) return null;
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'el';
  const price =
    event.entryPrice === null
      ? t('entryAsk')
      : event.entryPrice === 0
        ? t('entryFree')
        : formatEuro(event.entryPrice, language);
  return (
    <div className="flex min-h-14 flex-wrap items-center gap-3 px-4 py-2" data-testid="event-entry">
      <Ticket aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold text-muted">{t('entry')}</span>
        <span className="block font-bold" data-testid="event-price">
          {price}
        </span>
      </span>
      {event.ticketUrl && event.future && !event.canceled && (
        <a
          href={event.ticketUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={t('ticketsNote')}
          className={buttonClass({ size: 'custom', className: 'min-h-11 gap-1.5 px-5 text-sm' })}
        >
          {t('tickets')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      )}
    </div>
  );
}

/** Date (linking to that day's events), start and end time, the view count, and entry. */
export function EventFacts({ event }: { event: TEvent }) {
  const { t } = useTranslation('eventPage');
  const range = timeRangeOf(event);
  const time = range
    ? range.end
      ? t('timeRange', { start: range.start, end: range.end })
      : t('timeFrom', { start: range.start })
    : t('timeUnknown');
  return (
    <div className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-card">
      <Link
        to={`/events?date=${event.date}`}
        className="flex min-h-14 items-center gap-3 rounded-t-2xl px-4 py-2 hover:bg-surface-muted"
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold text-muted">{t('when')}</span>
          <time dateTime={event.date} className="block font-bold first-letter:uppercase">
            {formatLongDate(event.date, currentIntlLocale())}
          </time>
        </span>
        <span className="sr-only">{t('dateLink')}</span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
      <div className="flex min-h-14 items-center gap-3 px-4 py-2">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold text-muted">{t('time')}</span>
          <span className="block font-bold" data-testid="event-time">
            {time}
          </span>
        </span>
        <EventViews event={event} />
      </div>
      <EventEntry event={event} />
    </div>
  );
}
