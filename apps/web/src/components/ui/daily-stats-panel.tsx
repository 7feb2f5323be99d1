import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../../lib/api-client.ts';
import { formatCount } from '../../lib/format.ts';
import { currentIntlLocale } from '../../lib/i18n.ts';
import { type ChartSeries, DailyChart, formatChartDay } from './daily-chart.tsx';
import { Skeleton } from './skeleton.tsx';

/** One line of the chart, read from each day of the answer. */
export interface DailyStatsSeries<Day> extends Pick<ChartSeries, 'id' | 'label' | 'color' | 'axis'> {
  value: (day: Day) => number;
  /** How a value reads in the chart; a count by default. */
  format?: (value: number, locale: string) => string;
}

interface DailyStatsPanelProps<Day extends { date: string }> {
  /** A per-day statistics answer (the ads screen's and the partner page's). */
  query: UseQueryResult<{ days: readonly Day[] }>;
  /** Accessible name of the chart. */
  label: string;
  series: readonly DailyStatsSeries<Day>[];
}

/** A per-day statistics answer as a chart: a placeholder while it loads and the error if it fails. */
export function DailyStatsPanel<Day extends { date: string }>({
  query,
  label,
  series,
}: DailyStatsPanelProps<Day>) {
  const locale = currentIntlLocale();
  if (query.isPending) return <Skeleton rounded="2xl" className="h-56 w-full" />;
  return query.isError ? (
    <p role="alert" className="text-sm text-danger">
      {describeError(query.error)}
    </p>
  ) : (
    <DailyChart
      label={label}
      days={query.data.days.map((day) => day.date)}
      formatDay={(day) => formatChartDay(day, locale)}
      series={series.map(({ value, format = formatCount, ...line }) => ({
        ...line,
        values: query.data.days.map(value),
        format: (number: number) => format(number, locale),
      }))}
    />
  );
}
