import type { TEvent } from '@glentia/core';
import { Repeat } from 'lucide-react';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useSeries } from '../api/get-series.ts';
import { describeSeries } from './series-text.ts';

/**
 * On the page of a night of a weekly residency: "Κάθε Παρασκευή στις 22:00". The same for everyone:
 * the link to edit the series is among the owner's controls at the column's foot, so its arrival
 * with the session moves nothing here.
 */
export function SeriesNote({ event }: { event: Pick<TEvent, 'seriesId'> }) {
  const { t } = useTranslation('series');
  const series = useSeries(event.seriesId);
  if (!event.seriesId || !series.data) return null;
  return (
    <section
      aria-label={t('note.label')}
      className="rounded-2xl bg-surface-muted p-3"
      data-testid="series-note"
    >
      <p className="flex min-w-0 items-start gap-3 font-semibold">
        <Repeat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{describeSeries(series.data, currentLanguage())}</span>
      </p>
    </section>
  );
}
