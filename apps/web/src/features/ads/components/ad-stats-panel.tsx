import { addDays, todayInAthens } from '@glentia/core';
import { useState } from 'react';
import { chipClass } from '../../../components/ui/chip.tsx';
import { DailyStatsPanel } from '../../../components/ui/daily-stats-panel.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
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
      <DailyStatsPanel
        query={query}
        label={t('chart.label', { name })}
        series={[
          { id: 'views', label: t('chart.views'), value: (day) => day.views, color: 'var(--primary)' },
          { id: 'clicks', label: t('chart.clicks'), value: (day) => day.clicks, color: 'var(--accent)' },
          {
            id: 'rate',
            label: t('chart.rate'),
            value: (day) => day.clickRate,
            color: 'var(--foreground)',
            axis: 'right',
            format: formatRate,
          },
        ]}
      />
      <p className="text-xs text-muted">{t('chart.note')}</p>
    </section>
  );
}
