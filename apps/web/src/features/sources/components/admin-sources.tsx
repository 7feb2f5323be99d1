import type { TEventSource } from '@glentia/core';
import { Pause, Play, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useSources } from '../api/get-sources.ts';
import { useRemoveSource, useRunSource, useUpdateSource } from '../api/save-source.ts';
import { SourceFormDialog } from './source-form-dialog.tsx';

/** A moment as a Crete date and clock time, in the page's language. */
function formatInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Athens',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** /admin/sources: every source with its last run, counts, last error and next run; add, pause, run, remove. */
export function AdminSources() {
  const { t } = useTranslation('sources');
  const sources = useSources();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TEventSource | null>(null);
  const remove = useRemoveSource();

  return (
    <div className="space-y-5 pb-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="max-w-2xl text-sm text-muted">{t('intro')}</p>
        </div>
        <button type="button" className={buttonClass()} onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </button>
      </header>
      {sources.isPending && <Skeleton rounded="2xl" className="h-40 w-full" />}
      {sources.isError && (
        <p role="alert" className="text-danger">
          {describeError(sources.error)}
        </p>
      )}
      {sources.data?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted">
          {t('empty')}
        </p>
      )}
      <ul className="grid gap-4 lg:grid-cols-2">
        {sources.data?.map((source) => (
          <li key={source.id}>
            <SourceCard source={source} onRemove={() => setRemoving(source)} />
          </li>
        ))}
      </ul>
      <SourceFormDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('confirm.title')}
        message={t('confirm.message')}
        confirmLabel={t('confirm.ok')}
        cancelLabel={t('confirm.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onError: (error) => notify('error', describeError(error)),
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function SourceCard({ source, onRemove }: { source: TEventSource; onRemove: () => void }) {
  const { t } = useTranslation('sources');
  const locale = currentIntlLocale();
  const run = useRunSource();
  const update = useUpdateSource();
  const busy = run.isPending || update.isPending;
  const state = source.paused ? 'paused' : source.lastError ? 'failing' : 'active';
  const counts = source.lastCounts;
  const onError = (error: unknown) => notify('error', describeError(error));
  return (
    <article
      aria-label={source.name}
      data-testid="admin-source"
      className={cn('rounded-2xl border border-border bg-surface shadow-card', source.paused && 'opacity-80')}
    >
      <div className="space-y-1.5 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-bold break-words">{source.name}</h2>
          <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-muted">
            {t(`kinds.${source.kind}`)}
          </span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              state === 'active' && 'bg-primary-soft text-primary-soft-foreground',
              state === 'paused' && 'bg-surface-muted text-muted',
              state === 'failing' && 'bg-danger text-white',
            )}
          >
            {t(`states.${state}`)}
          </span>
          {source.trusted && (
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-foreground">
              {t('states.trusted')}
            </span>
          )}
        </div>
        <p className="truncate text-sm text-primary">{source.url}</p>
        {source.locationName && <p className="text-sm">{t('defaults', { venue: source.locationName })}</p>}
        <p className="text-sm">
          {source.lastRunAt ? t('lastRun', { when: formatInstant(source.lastRunAt, locale) }) : t('never')}
          {source.nextRunAt && ` · ${t('nextRun', { when: formatInstant(source.nextRunAt, locale) })}`}
        </p>
        {counts && (
          <p className="text-sm text-muted tabular-nums">
            {t('counts', {
              new: counts.new,
              changed: counts.changed,
              canceled: counts.canceled,
              linked: counts.linked,
            })}
          </p>
        )}
        <p className="text-sm text-muted">{t('events', { count: source.eventCount })}</p>
        {source.lastError && (
          <p role="status" className="text-sm font-medium text-danger">
            {t(`errors.${source.lastError.code}`, { status: source.lastError.status ?? '' })}{' '}
            {source.failures > 1 && t('failures', { count: source.failures })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-border px-4 py-3">
        <button
          type="button"
          disabled={busy}
          className={buttonClass({ variant: 'secondary' })}
          onClick={() =>
            run.mutate(source.id, { onSuccess: () => notify('success', t('done.run')), onError })
          }
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', run.isPending && 'animate-spin')} />
          {t('actions.run')}
        </button>
        <button
          type="button"
          disabled={busy}
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => update.mutate({ id: source.id, paused: !source.paused }, { onError })}
        >
          {source.paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {source.paused ? t('actions.resume') : t('actions.pause')}
        </button>
        <button
          type="button"
          disabled={busy}
          className={buttonClass({ variant: 'ghost' })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('actions.remove')}
        </button>
      </div>
    </article>
  );
}
