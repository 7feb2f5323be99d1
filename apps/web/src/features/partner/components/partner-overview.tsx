import { COUNTY_NAMES, type TPartnerOverview } from '@glentia/core';
import { Eye, Heart, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateRow, DateRows, NumberTiles, OverviewAnswer } from '../../../components/overview.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { formatCount, formatList } from '../../../lib/format.ts';
import { currentIntlLocale, currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { usePartnerOverview } from '../api/get-partner-overview.ts';
import { EventActivity } from './event-activity.tsx';
import { PendingDates } from './pending-dates.tsx';
import { WidgetSnippet } from './widget-snippet.tsx';

function Figure({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-3 text-center shadow-card">
      <div className="mx-auto mb-1 flex size-8 items-center justify-center text-primary">{icon}</div>
      <p className="text-2xl font-bold tabular-nums">{formatCount(value, currentIntlLocale())}</p>
      <p className="text-xs font-medium text-muted">{label}</p>
    </div>
  );
}

/** `/partner` (SPEC §2): the partner's venues, their upcoming glentia and how they are doing. */
export function PartnerOverview() {
  const { t } = useTranslation('account');
  return (
    <OverviewAnswer
      query={usePartnerOverview()}
      isEmpty={(data) => data.venues.length === 0}
      empty={t('partner.noVenues')}
    >
      {({ venues, upcoming, totals }) => (
        <div className="space-y-8">
          <PendingDates />
          <div className="grid grid-cols-3 gap-2">
            <Figure
              label={t('partner.upcoming')}
              value={totals.upcoming}
              icon={<Store aria-hidden="true" className="size-5" />}
            />
            <Figure
              label={t('partner.views')}
              value={totals.views}
              icon={<Eye aria-hidden="true" className="size-5" />}
            />
            <Figure
              label={t('partner.favorites')}
              value={totals.favorites}
              icon={<Heart aria-hidden="true" className="size-5" />}
            />
          </div>
          <TitledSection id="partner-venues" title={t('partner.venues')}>
            <ul className="space-y-2">
              {venues.map((venue) => (
                <li key={venue.id}>
                  <Link
                    to={`/location/${venue.id}`}
                    className="block rounded-2xl border border-border bg-surface p-4 shadow-card hover:bg-surface-muted"
                  >
                    <p className="font-bold">{venue.name}</p>
                    {venue.county && (
                      <p className="text-sm text-muted">{COUNTY_NAMES[venue.county][currentLanguage()]}</p>
                    )}
                    <NumberTiles
                      className="mt-2"
                      valueClassName="text-base"
                      numbers={(['upcoming', 'past', 'views', 'favorites'] as const).map((key) => ({
                        key,
                        label: t(`partner.${key}`),
                        value: venue[key],
                      }))}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>
          <WidgetSnippet kind="venue" choices={venues} />
          <EventActivity events={upcoming} venues={venues} />
          <UpcomingEvents events={upcoming} venues={venues} />
        </div>
      )}
    </OverviewAnswer>
  );
}

function UpcomingEvents({
  events,
  venues,
}: Pick<TPartnerOverview, 'venues'> & { events: TPartnerOverview['upcoming'] }) {
  const { t } = useTranslation('account');
  const locale = currentIntlLocale();
  const venueName = new Map(venues.map((venue) => [venue.id, venue.name]));
  return (
    <TitledSection id="partner-events" title={t('partner.events')}>
      {events.length === 0 && <p className="text-muted">{t('partner.noEvents')}</p>}
      <DateRows>
        {events.map((event) => (
          <DateRow
            key={event.id}
            event={event}
            detail={
              <>
                {venueName.get(event.locationId)} ·{' '}
                {event.artists.length ? formatList(event.artists, locale) : t('partner.noArtists')}
              </>
            }
            state={
              (!event.published || event.canceled) && (
                <p className="mt-1 text-xs font-semibold text-accent-soft-foreground">
                  {event.canceled ? t('partner.canceled') : t('partner.unpublished')}
                </p>
              )
            }
            labels={{ views: t('partner.views'), favorites: t('partner.favorites') }}
          />
        ))}
      </DateRows>
    </TitledSection>
  );
}
