import { COUNTY_NAMES, type TReviewEvent } from '@glentia/core';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';
import { usePublishEvent } from '../api/publish-event.ts';
import { ImportUrlDialog } from './import-url-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import '../texts.ts';

function QueueItem({ event, onReject }: { event: TReviewEvent; onReject: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const publish = usePublishEvent();
  const venue = event.location?.name;
  const county = event.location?.county ? COUNTY_NAMES[event.location.county][i18n.language] : null;
  return (
    <li className="flex gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card">
      {event.thumbnail && (
        <img
          src={event.thumbnail}
          alt=""
          className="h-28 w-22 shrink-0 rounded-xl object-cover"
          loading="lazy"
        />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="font-bold">
          {formatLongDate(event.date, currentIntlLocale())}
          {event.time && ` · ${event.time}`}
        </h2>
        <p className="text-sm">
          {venue
            ? `${venue}${county ? ` · ${county}` : ''}`
            : event.pendingLocation
              ? t('queue.newVenue', { name: event.pendingLocation })
              : t('queue.noVenue')}
        </p>
        {event.artists.length > 0 && (
          <p className="text-sm text-primary">{event.artists.map((a) => a.name).join(', ')}</p>
        )}
        {event.pendingArtists.length > 0 && (
          <p className="text-sm text-accent-soft-foreground">
            {t('queue.newArtists', { names: event.pendingArtists.join(', ') })}
          </p>
        )}
        {event.description && <p className="line-clamp-2 text-sm text-muted">{event.description}</p>}
        <p className="text-xs text-muted">{t('queue.from', { name: event.publishedFrom ?? '—' })}</p>
        {publish.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(publish.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            disabled={publish.isPending}
            className={buttonClass()}
            onClick={() => publish.mutate(event.id)}
          >
            {t('queue.publish')}
          </button>
          <Link to={`/glenti/edit/${event.id}`} className={buttonClass({ variant: 'secondary' })}>
            {t('common.edit')}
          </Link>
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', className: 'text-danger!' })}
            onClick={onReject}
          >
            {t('queue.reject')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** /unpublished: events waiting for review, with publish, edit, reject, and import from a link. */
export function ReviewQueue() {
  const { t } = useTranslation('admin');
  const queue = useReviewQueue();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <section className="mx-auto max-w-3xl space-y-4 py-4" aria-labelledby="queue-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="queue-title" className="text-2xl font-bold tracking-tight">
            {t('queue.title')}
          </h1>
          <p className="text-muted">{t('queue.intro')}</p>
        </div>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => setImporting(true)}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t('queue.importUrl')}
        </button>
      </div>
      {queue.isPending ? (
        <Spinner label={t('common.loading')} className="flex py-12" />
      ) : queue.isError ? (
        <div role="alert" className="space-y-2">
          <p>{describeError(queue.error)}</p>
          <button type="button" className={buttonClass()} onClick={() => queue.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : queue.data.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted p-6 text-center text-muted">{t('queue.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {queue.data.map((event) => (
            <QueueItem key={event.id} event={event} onReject={() => setRejecting(event.id)} />
          ))}
        </ul>
      )}
      <RejectDialog eventId={rejecting} onClose={() => setRejecting(null)} />
      <ImportUrlDialog open={importing} onClose={() => setImporting(false)} />
    </section>
  );
}
