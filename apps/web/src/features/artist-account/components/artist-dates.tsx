import type { TArtistOverview } from '@glentia/core';
import { Eye, Heart } from 'lucide-react';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { formatList, formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

type ArtistEvent = TArtistOverview['upcoming'][number];

/** The artist's coming nights, soonest first, each with who it still waits for. */
export function ArtistDates({ events }: { events: readonly ArtistEvent[] }) {
  const { t } = useTranslation('artistAccount');
  const locale = currentIntlLocale();
  return (
    <TitledSection id="artist-dates" title={t('dates.title')}>
      {events.length === 0 ? (
        <p className="text-muted">{t('dates.none')}</p>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
          data-testid="artist-dates"
        >
          {events.map((event) => (
            <li key={event.id}>
              <Link
                to={`/glentia/${event.id}`}
                className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-surface-muted"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {formatLongDate(event.date, locale)}
                    {event.time && ` · ${event.time}`}
                  </p>
                  <p className="truncate text-sm text-muted">
                    {event.venue ?? t('dates.newVenue')}
                    {event.artists.length > 0 && ` · ${formatList(event.artists, locale)}`}
                  </p>
                  <DateState event={event} />
                </div>
                <div className="shrink-0 text-right text-sm tabular-nums text-muted">
                  <p>
                    <Eye aria-label={t('numbers.views')} className="mr-1 inline size-4" />
                    {event.views}
                  </p>
                  <p>
                    <Heart aria-hidden="true" className="mr-1 inline size-4" />
                    {event.favorites}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function DateState({ event }: { event: ArtistEvent }) {
  const { t } = useTranslation('artistAccount');
  const text = event.canceled
    ? t('dates.canceled')
    : event.rejectReason
      ? t('dates.sentBack', { reason: event.rejectReason })
      : event.waitingFor === 'partner'
        ? t('dates.waitingPartner')
        : event.waitingFor === 'admin'
          ? t('dates.waitingAdmin')
          : null;
  if (!text) return null;
  return (
    <p className="mt-1 text-xs font-semibold text-accent-soft-foreground" data-testid="artist-date-state">
      {text}
    </p>
  );
}
