import { useId, useState } from 'react';
import { DailyStatsPanel } from '../../../components/ui/daily-stats-panel.tsx';
import { formatList, formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { type StatisticsScope, useEventDaily } from '../api/get-event-daily.ts';

interface ChartedEvent {
  id: string;
  date: string;
  locationId: string | null;
  artists: readonly string[];
}

/**
 * The partner's chart (and the artist's, `scope="artist"`): one of their upcoming events' views
 * and saves on each of the last 30 days.
 */
export function EventActivity({
  events,
  venues,
  scope = 'venue',
}: {
  events: readonly ChartedEvent[];
  venues: ReadonlyArray<{ id: string; name: string }>;
  scope?: StatisticsScope;
}) {
  const { t } = useTranslation('partnerStats');
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const eventId = chosen ?? events[0]?.id ?? null;
  const query = useEventDaily(eventId, scope);
  const locale = currentIntlLocale();
  const venueName = new Map(venues.map((venue) => [venue.id, venue.name]));
  const event = events.find((item) => item.id === eventId);
  if (!event) return null;
  const describe = (item: ChartedEvent) =>
    `${formatLongDate(item.date, locale)} · ${venueName.get(item.locationId ?? '') ?? ''} · ${
      item.artists.length ? formatList(item.artists, locale) : t('noArtists')
    }`;
  return (
    <section aria-labelledby="partner-activity" className="space-y-3" data-testid="partner-activity">
      <div>
        <h2 id="partner-activity" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">{t('intro')}</p>
      </div>
      <div className="space-y-4 rounded-2xl border border-border bg-surface p-4 shadow-card">
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold">
            {t('event')}
          </label>
          <select
            id={selectId}
            value={event.id}
            onChange={(change) => setChosen(change.target.value)}
            className="min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30"
          >
            {events.map((item) => (
              <option key={item.id} value={item.id}>
                {describe(item)}
              </option>
            ))}
          </select>
        </div>
        <DailyStatsPanel
          query={query}
          label={t('label', { date: formatLongDate(event.date, locale) })}
          series={[
            { id: 'views', label: t('views'), value: (day) => day.views, color: 'var(--primary)' },
            { id: 'saves', label: t('saves'), value: (day) => day.saves, color: 'var(--accent)' },
          ]}
        />
      </div>
    </section>
  );
}
