import {
  COUNTY_NAMES,
  PAST_SUBMISSION_QUEUE_DAYS,
  type TEventRevision,
  type TReviewEvent,
  type TRevisionChange,
} from '@glentia/core';
import { AlertTriangle, Link2, MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';
import { useUnpublishedSeries } from '../api/get-unpublished-series.ts';
import { usePublishEvent } from '../api/publish-event.ts';
import { ImportUrlDialog } from './import-url-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ReviewReports } from './review-reports.tsx';
import { SeriesQueue } from './series-queue.tsx';

function changeValue(change: TRevisionChange, value: string | null): string {
  if (value === null) return '—';
  if (change.field === 'entryPrice') return `${(Number(value) / 100).toFixed(2)} €`;
  return value;
}

/** An owner's edit of a published event: what it changes, before → after. */
function RevisionDiff({ revision }: { revision: TEventRevision }) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-1 rounded-xl border border-border bg-surface-muted p-3">
      <p className="text-sm font-bold">{t('queue.revisionTitle')}</p>
      <p className="text-xs text-muted">{t('queue.revisionHint')}</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" />
            <th scope="col">{t('queue.before')}</th>
            <th scope="col">{t('queue.after')}</th>
          </tr>
        </thead>
        <tbody>
          {revision.changes.map((change) => (
            <tr key={change.field} className="align-top">
              <th scope="row" className="pr-2 font-medium">
                {t(`queue.fields.${change.field}`)}
              </th>
              {change.field === 'poster' ? (
                <>
                  <td className="pr-2">
                    {change.before && <img src={change.before} alt="" className="h-16 rounded-md" />}
                  </td>
                  <td>
                    {change.after && (
                      <img src={change.after} alt={t('queue.newPoster')} className="h-16 rounded-md" />
                    )}
                  </td>
                </>
              ) : (
                <>
                  <td className="pr-2 text-muted line-through">{changeValue(change, change.before)}</td>
                  <td className="font-medium">{changeValue(change, change.after)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QueueItem({ event, onReject }: { event: TReviewEvent; onReject: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const publish = usePublishEvent();
  // A published event here only for visitors' reports has nothing to publish or reject.
  const awaitsDecision = !event.published || event.revision !== null;
  // A night that has gone by cannot be published (the server refuses it too); it can be sent back.
  const publishable = awaitsDecision && !event.flags.pastDate;
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
        {event.flags.pastDate && (
          <p className="flex items-center gap-1 text-sm font-medium text-danger">
            <AlertTriangle aria-hidden="true" className="size-4" />
            {t('queue.pastDate')}
          </p>
        )}
        {event.flags.duplicateEventIds.length > 0 && (
          <p className="flex flex-wrap items-center gap-1 text-sm font-medium text-danger">
            <AlertTriangle aria-hidden="true" className="size-4" />
            {t('queue.duplicateEvent')}
            {event.flags.duplicateEventIds.map((id, index) => (
              <Link key={id} to={`/glentia/${id}`} className="underline">
                {t('queue.duplicateLink', { number: index + 1 })}
              </Link>
            ))}
          </p>
        )}
        {event.flags.similarVenues.length > 0 && (
          <p className="text-sm font-medium text-danger">
            {t('queue.similarVenues', { names: event.flags.similarVenues.map((v) => v.name).join(', ') })}
          </p>
        )}
        {event.flags.similarArtists.length > 0 && (
          <p className="text-sm font-medium text-danger">
            {t('queue.similarArtists', { names: event.flags.similarArtists.map((a) => a.name).join(', ') })}
          </p>
        )}
        {event.pendingLocationPlace?.address && (
          <p className="text-sm text-muted">
            {t('queue.venuePlace', { address: event.pendingLocationPlace.address })}
          </p>
        )}
        {event.flags.unplacedVenue && (
          <p className="flex items-start gap-1 text-sm font-medium text-danger" data-testid="unplaced-venue">
            <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('queue.unplacedVenue')}
          </p>
        )}
        {event.revision && <RevisionDiff revision={event.revision} />}
        {event.reports.length > 0 && (
          <ReviewReports eventId={event.id} reports={event.reports} canceled={event.canceled} />
        )}
        {publish.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(publish.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-2">
          {publishable && (
            <button
              type="button"
              disabled={publish.isPending}
              className={buttonClass()}
              onClick={() => publish.mutate(event.id)}
            >
              {event.revision ? t('queue.applyRevision') : t('queue.publish')}
            </button>
          )}
          <Link to={`/glentia/${event.id}`} className={buttonClass({ variant: 'secondary' })}>
            {t('queue.view')}
          </Link>
          <Link to={`/glenti/edit/${event.id}`} className={buttonClass({ variant: 'secondary' })}>
            {t('common.edit')}
          </Link>
          {awaitsDecision && (
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', className: 'text-danger!' })}
              onClick={onReject}
            >
              {event.revision ? t('queue.rejectRevision') : t('queue.reject')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** A submission (or an owner's edit) for a night that has gone by: its own group, nothing to publish. */
function isGoneBy(event: TReviewEvent): boolean {
  return event.flags.pastDate && (!event.published || event.revision !== null);
}

/**
 * /unpublished: partners' series waiting for publication, then events waiting for review, with
 * publish, edit, reject, and import from a link.
 */
export function ReviewQueue() {
  const { t } = useTranslation('admin');
  const queue = useReviewQueue();
  const series = useUnpublishedSeries();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const current = (queue.data ?? []).filter((event) => !isGoneBy(event));
  const goneBy = (queue.data ?? []).filter(isGoneBy);
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
      {queue.isPending || series.isPending ? (
        <Spinner block label={t('common.loading')} className="py-12" />
      ) : queue.isError || series.isError ? (
        <div role="alert" className="space-y-2">
          <p>{describeError(queue.error ?? series.error)}</p>
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              void queue.refetch();
              void series.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : queue.data.length === 0 && series.data.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted p-6 text-center text-muted">{t('queue.empty')}</p>
      ) : (
        <>
          {series.data.length > 0 && <SeriesQueue series={series.data} />}
          {current.length > 0 && (
            <section
              aria-labelledby={series.data.length > 0 ? 'queue-events-title' : undefined}
              className="space-y-3"
            >
              {series.data.length > 0 && (
                <h2 id="queue-events-title" className="text-lg font-bold tracking-tight">
                  {t('queue.eventsTitle')}
                </h2>
              )}
              <ul className="space-y-3">
                {current.map((event) => (
                  <QueueItem key={event.id} event={event} onReject={() => setRejecting(event.id)} />
                ))}
              </ul>
            </section>
          )}
          {goneBy.length > 0 && (
            <section aria-labelledby="queue-past-title" className="space-y-3" data-testid="queue-past">
              <h2 id="queue-past-title" className="text-lg font-bold tracking-tight">
                {t('queue.pastTitle')}
              </h2>
              <p className="text-sm text-muted">
                {t('queue.pastHint', { days: PAST_SUBMISSION_QUEUE_DAYS })}
              </p>
              <ul className="space-y-3">
                {goneBy.map((event) => (
                  <QueueItem key={event.id} event={event} onReject={() => setRejecting(event.id)} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <RejectDialog eventId={rejecting} onClose={() => setRejecting(null)} />
      <ImportUrlDialog open={importing} onClose={() => setImporting(false)} />
    </section>
  );
}
