import type { TSeries } from '@glentia/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { SeriesCard, SeriesEditLink } from '../../series/components/series-card.tsx';
import { usePublishSeries } from '../api/publish-series.ts';

/**
 * Partners' series waiting in the review queue: each with its venue, artists, rule and next
 * nights, a link to its form, and Publish (after a confirmation: its nights go public and the
 * first one is announced).
 */
export function SeriesQueue({ series }: { series: TSeries[] }) {
  const { t } = useTranslation('admin');
  const publish = usePublishSeries();
  const [confirming, setConfirming] = useState<TSeries | null>(null);
  return (
    <section aria-labelledby="queue-series-title" className="space-y-3" data-testid="series-queue">
      <div>
        <h2 id="queue-series-title" className="text-lg font-bold tracking-tight">
          {t('queue.seriesTitle')}
        </h2>
        <p className="text-sm text-muted">{t('queue.seriesIntro')}</p>
      </div>
      {publish.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {describeError(publish.error)}
        </p>
      )}
      <ul className="space-y-3">
        {series.map((item) => (
          <li key={item.id}>
            <SeriesCard
              series={item}
              badge={
                <p className="text-xs text-muted">
                  <span className="font-bold text-accent-soft-foreground">{t('queue.seriesWaiting')}</span>
                  {' · '}
                  {t('queue.from', { name: item.publishedFrom ?? '—' })}
                </p>
              }
            >
              <Button disabled={publish.isPending} onClick={() => setConfirming(item)}>
                {t('queue.publishSeries')}
              </Button>
              <SeriesEditLink series={item} />
            </SeriesCard>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('queue.publishSeriesTitle')}
        message={t('queue.publishSeriesMessage')}
        confirmLabel={t('queue.publishSeriesConfirm')}
        cancelLabel={t('common.cancel')}
        busy={publish.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          publish.mutate(confirming.id, { onSettled: () => setConfirming(null) });
        }}
      />
    </section>
  );
}
