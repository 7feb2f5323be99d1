import { addDays, todayInAthens } from '@glentia/core';
import { useState } from 'react';
import { chipClass } from '../../../components/ui/chip.tsx';
import { DailyChart, formatChartDay } from '../../../components/ui/daily-chart.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { useAdDaily } from '../api/get-ad-daily.ts';

const RANGES = [30, 90] as const;

/** A click-through rate as a percentage with at most one decimal, e.g. "2,5 %". */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** One ad's views, clicks and click-through per day, over the last 30 or 90 days. */
export function AdStatsPanel({ adId, name }: { adId: string; name: string }) {
  const { t } = useTranslation('adsAdmin');
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const to = todayInAthens();
  const query = useAdDaily({ id: adId, from: addDays(to, -(days - 1)), to });
  const locale = currentIntlLocale();
  return (
    <section aria-label={t('chart.title')} className="space-y-3 border-t border-border pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">{t('chart.title')}</h3>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('chart.range')}</legend>
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              className={chipClass({ selected: days === range })}
              onClick={() => setDays(range)}
            >
              {t(range === 30 ? 'chart.last30' : 'chart.last90')}
            </button>
          ))}
        </fieldset>
      </div>
      {query.isPending ? (
        <Skeleton className="h-56 w-full rounded-2xl" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeError(query.error)}
        </p>
      ) : (
        <DailyChart
          label={t('chart.label', { name })}
          days={query.data.days.map((day) => day.date)}
          formatDay={(day) => formatChartDay(day, locale)}
          series={[
            {
              id: 'views',
              label: t('chart.views'),
              values: query.data.days.map((day) => day.views),
              color: 'var(--primary)',
              format: (value) => formatCount(value, locale),
            },
            {
              id: 'clicks',
              label: t('chart.clicks'),
              values: query.data.days.map((day) => day.clicks),
              color: 'var(--accent)',
              format: (value) => formatCount(value, locale),
            },
            {
              id: 'rate',
              label: t('chart.rate'),
              values: query.data.days.map((day) => day.clickRate),
              color: 'var(--foreground)',
              axis: 'right',
              format: (value) => formatRate(value, locale),
            },
          ]}
        />
      )}
      <p className="text-xs text-muted">{t('chart.note')}</p>
    </section>
  );
}
