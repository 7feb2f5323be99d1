import { type TSeries, todayInAthens } from '@glentia/core';
import { Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { displayName } from '../../../lib/display-name.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { artistLine, countyName, posterUrl } from '../../events/components/event-text.ts';
import { useEventLanguage } from '../../events/components/status-badges.tsx';
import { nextSeriesDates } from './series-dates.ts';
import { describeSeries } from './series-text.ts';

const NEXT_NIGHTS = 3;

/**
 * The dates to show as "next nights": a published series' own upcoming nights (as they stand,
 * some perhaps moved or called off on their own), or, while it waits, the dates its rule gives.
 */
function nextNights(series: TSeries, today: string): string[] {
  if (!series.published) return nextSeriesDates(series, NEXT_NIGHTS, today);
  return series.upcoming
    .filter((night) => !night.canceled)
    .slice(0, NEXT_NIGHTS)
    .map((night) => night.date);
}

export interface SeriesCardProps {
  series: TSeries;
  /** A chip or a line above the venue (the series' state). */
  badge?: ReactNode;
  /** Buttons and links under the details. */
  children?: ReactNode;
  today?: string;
  className?: string;
}

/**
 * One weekly residency as a card: poster, venue and county, artists, the rule in one sentence
 * ("Κάθε Παρασκευή στις 22:00, ως τις 29 Ιανουαρίου") and its next nights. The admin's review
 * queue and the partner's /uploaded list add their own state and buttons.
 */
export function SeriesCard({ series, badge, children, today = todayInAthens(), className }: SeriesCardProps) {
  const { t } = useTranslation('series');
  const language = useEventLanguage();
  const locale = INTL_LOCALES[language];
  const poster = posterUrl(series);
  const county = countyName(series, language);
  const artists = artistLine(series, language);
  const nights = nextNights(series, today);
  return (
    <article
      data-testid="series-card"
      data-series-id={series.id}
      className={cn('space-y-3 rounded-2xl border border-border bg-surface p-3 shadow-card', className)}
    >
      <div className="flex gap-3.5">
        {poster && (
          <img
            src={poster}
            alt=""
            className="h-24 w-[4.75rem] shrink-0 rounded-xl object-cover"
            loading="lazy"
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          {badge}
          <h3 className="leading-snug font-bold">
            {displayName(series.location.name, language)}
            {county && <span className="font-normal text-muted"> · {county}</span>}
          </h3>
          {series.title && <p className="text-sm font-semibold">{series.title}</p>}
          {artists && <p className="text-sm text-primary">{artists}</p>}
        </div>
      </div>
      <p className="flex items-start gap-1.5 font-semibold" data-testid="series-rule">
        <Repeat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{describeSeries(series, language)}</span>
      </p>
      <div className="rounded-xl bg-surface-muted px-3 py-2 text-sm">
        <h4 className="font-semibold text-muted">{t('card.next')}</h4>
        {nights.length > 0 ? (
          <ul className="mt-0.5 space-y-0.5" data-testid="series-next">
            {nights.map((date) => (
              <li key={date}>{formatLongDate(date, locale)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('card.noNext')}</p>
        )}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}
