import type { TSeries } from '@glentia/core';
import { useTranslation } from '../../../lib/i18n.ts';
import { SeriesCard } from '../../series/components/series-card.tsx';
import { SeriesEditLink } from '../../series/components/series-edit-link.tsx';
import { uploadedSeriesState } from '../lib/uploaded.ts';
import { UploadedStateChip } from './uploaded-state-chip.tsx';

/**
 * On `/uploaded`, the caller's series, each once: its rule in a sentence, whether it waits for an
 * admin or is published, its next nights, and a link to its form while it still runs.
 */
export function UploadedSeries({ series, today }: { series: TSeries[]; today: string }) {
  const { t } = useTranslation('contribute');
  return (
    <section aria-labelledby="uploaded-series">
      <h2 id="uploaded-series" className="text-lg font-bold tracking-tight">
        {t('uploaded.series')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('uploaded.seriesHint')}</p>
      <ul className="space-y-3">
        {series.map((item) => {
          const state = uploadedSeriesState(item, today);
          return (
            <li key={item.id} data-testid="uploaded-series" data-state={state}>
              <SeriesCard series={item} today={today} badge={<UploadedStateChip state={state} />}>
                {state !== 'past' && <SeriesEditLink series={item} />}
              </SeriesCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
