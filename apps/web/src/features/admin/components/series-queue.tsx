import type { TSeries } from '@glentia/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { SeriesCard } from '../../series/components/series-card.tsx';
import { SeriesEditLink } from '../../series/components/series-edit-link.tsx';
import { usePublishSeries } from '../api/publish-series.ts';

/** One waiting series: who sent it, and Publish beside the link to its form. */
function SeriesQueueItem({
  series,
  busy,
  onPublish,
}: {
  series: TSeries;
  busy: boolean;
  onPublish: () => void;
}) {
  const { t } = useTranslation('admin');
  const waiting = (
    <p className="text-xs text-muted">
      <span className="font-bold text-accent-soft-foreground">{t('queue.seriesWaiting')}</span>
      {` · ${t('queue.from', { name: series.publishedFrom ?? '—' })}`}
    </p>
  );
  return (
    <li>
      <SeriesCard series={series} badge={waiting}>
        <Button disabled={busy} onClick={onPublish}>
          {t('queue.publishSeries')}
        </Button>
        <SeriesEditLink series={series} />
      </SeriesCard>
    </li>
  );
}

/**
 * Partners' series waiting in the review queue: each with its venue, artists, rule and next
 * nights, a link to its form, and Publish (after a confirmation: its nights go public and the
 * first one is announced; a refusal is said in the dialog).
 */
export function SeriesQueue({ series }: { series: TSeries[] }) {
  const { t } = useTranslation('admin');
  const publish = usePublishSeries();
  const [confirming, setConfirming] = useState<TSeries | null>(null);
  return (
    <section aria-label={t('queue.seriesTitle')} className="space-y-3" data-testid="series-queue">
      <h2 className="text-lg font-bold tracking-tight">{t('queue.seriesTitle')}</h2>
      <p className="-mt-2 text-sm text-muted">{t('queue.seriesIntro')}</p>
      <ul className="space-y-3">
        {series.map((item) => (
          <SeriesQueueItem
            key={item.id}
            series={item}
            busy={publish.isPending}
            onPublish={() => {
              publish.reset();
              setConfirming(item);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('queue.publishSeriesTitle')}
        // A refusal stays in the dialog, in the place of the question.
        message={publish.isError ? describeError(publish.error) : t('queue.publishSeriesMessage')}
        confirmLabel={t('queue.publishSeriesConfirm')}
        cancelLabel={t('common.cancel')}
        busy={publish.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) publish.mutate(confirming.id, { onSuccess: () => setConfirming(null) });
        }}
      />
    </section>
  );
}
