import type { TArtistOverview } from '@glentia/core';
import { DateRow, DateRows } from '../../../components/overview.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { formatList } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';

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
        <DateRows testId="artist-dates">
          {events.map((event) => (
            <DateRow
              key={event.id}
              event={event}
              detail={
                <>
                  {event.venue ?? t('dates.newVenue')}
                  {event.artists.length > 0 && ` · ${formatList(event.artists, locale)}`}
                </>
              }
              state={<DateState event={event} />}
              labels={{ views: t('numbers.views'), favorites: t('numbers.favorites') }}
            />
          ))}
        </DateRows>
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
