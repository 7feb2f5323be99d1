import { COUNTY_NAMES, type TPartnerOverview } from '@glentia/core';
import { Eye, Heart, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { formatCount, formatList, formatLongDate } from '../../../lib/format.ts';
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
  const query = usePartnerOverview();
  if (query.isPending) return <Skeleton rounded="2xl" className="h-64 w-full" />;
  if (query.isError)
    return (
      <p role="alert" className="text-danger">
        {describeError(query.error)}
      </p>
    );
  const { venues, upcoming, totals } = query.data;
  const locale = currentIntlLocale();
  if (venues.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted">
        {t('partner.noVenues')}
      </p>
    );
  return (
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
                <dl className="mt-2 grid grid-cols-4 gap-1 text-center text-xs text-muted">
                  {(
                    [
                      ['upcoming', venue.upcoming],
                      ['past', venue.past],
                      ['views', venue.views],
                      ['favorites', venue.favorites],
                    ] as const
                  ).map(([key, value]) => (
                    <div key={key}>
                      <dt>{t(`partner.${key}`)}</dt>
                      <dd className="text-base font-bold text-foreground tabular-nums">
                        {formatCount(value, locale)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
      <WidgetSnippet kind="venue" choices={venues} />
      <EventActivity events={upcoming} venues={venues} />
      <UpcomingEvents events={upcoming} venues={venues} />
    </div>
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
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
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
                  {venueName.get(event.locationId)} ·{' '}
                  {event.artists.length ? formatList(event.artists, locale) : t('partner.noArtists')}
                </p>
                {(!event.published || event.canceled) && (
                  <p className="mt-1 text-xs font-semibold text-accent-soft-foreground">
                    {event.canceled ? t('partner.canceled') : t('partner.unpublished')}
                  </p>
                )}
              </div>
              <div className="shrink-0 text-right text-sm tabular-nums text-muted">
                <p>
                  <Eye aria-label={t('partner.views')} className="mr-1 inline size-4" />
                  {event.views}
                </p>
                <p>
                  <Heart aria-label={t('partner.favorites')} className="mr-1 inline size-4" />
                  {event.favorites}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
