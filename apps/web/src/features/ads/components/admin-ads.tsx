import type { TAdminAd } from '@glentia/core';
import { Archive, ChartLine, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCount, formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useAdminAds } from '../api/get-admin-ads.ts';
import { useDeleteAd, useUpdateAd } from '../api/save-ad.ts';
import { AdFormDialog } from './ad-form-dialog.tsx';
import { AdStatsPanel, formatRate } from './ad-stats-panel.tsx';

const STATUS_STYLE: Record<TAdminAd['status'], string> = {
  live: 'bg-primary-soft text-primary-soft-foreground',
  scheduled: 'bg-accent-soft text-accent-soft-foreground',
  noImage: 'bg-accent-soft text-accent-soft-foreground',
  ended: 'bg-surface-muted text-muted',
  retired: 'bg-surface-muted text-muted',
};

type Editing = { ad: TAdminAd | null } | null;
type Asking = { ad: TAdminAd; action: 'retire' | 'delete' } | null;

/** /admin/ads: every ad with where it stands, its totals, and its chart; create, edit, retire, delete. */
export function AdminAds() {
  const { t } = useTranslation('adsAdmin');
  const ads = useAdminAds();
  const [editing, setEditing] = useState<Editing>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const update = useUpdateAd();
  const remove = useDeleteAd();

  function confirm() {
    if (!asking) return;
    const done = {
      onSettled: () => setAsking(null),
      onError: (error: unknown) => notify('error', describeError(error)),
    };
    if (asking.action === 'delete') remove.mutate(asking.ad.id, done);
    else update.mutate({ id: asking.ad.id, active: false }, done);
  }

  return (
    <div className="space-y-5 pb-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted">{t('intro')}</p>
        </div>
        <button type="button" className={buttonClass()} onClick={() => setEditing({ ad: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </button>
      </header>

      {ads.isPending && <Skeleton rounded="2xl" className="h-40 w-full" />}
      {ads.isError && (
        <p role="alert" className="text-danger">
          {describeError(ads.error)}
        </p>
      )}
      {ads.data?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted">
          {t('empty')}
        </p>
      )}
      <ul className="space-y-4">
        {ads.data?.map((ad) => (
          <li key={ad.id}>
            <AdCard
              ad={ad}
              busy={update.isPending || remove.isPending}
              onEdit={() => setEditing({ ad })}
              onRetire={() => setAsking({ ad, action: 'retire' })}
              onRestore={() =>
                update.mutate(
                  { id: ad.id, active: true },
                  { onError: (error) => notify('error', describeError(error)) },
                )
              }
              onDelete={() => setAsking({ ad, action: 'delete' })}
            />
          </li>
        ))}
      </ul>

      <AdFormDialog open={editing !== null} ad={editing?.ad ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'delete' ? t('confirm.delete') : t('confirm.retire')}
        message=""
        confirmLabel={asking?.action === 'delete' ? t('confirm.deleteButton') : t('confirm.retireButton')}
        cancelLabel={t('confirm.cancel')}
        danger={asking?.action === 'delete'}
        busy={update.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

function AdCard({
  ad,
  busy,
  onEdit,
  onRetire,
  onRestore,
  onDelete,
}: {
  ad: TAdminAd;
  busy: boolean;
  onEdit: () => void;
  onRetire: () => void;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('adsAdmin');
  const [showStats, setShowStats] = useState(false);
  const locale = currentIntlLocale();
  const name = ad.title ?? t('untitled');
  const day = (date: string) => formatLongDate(date, locale);
  const runs =
    ad.startsOn && ad.endsOn
      ? t('runs.between', { from: day(ad.startsOn), until: day(ad.endsOn) })
      : ad.startsOn
        ? t('runs.from', { from: day(ad.startsOn) })
        : ad.endsOn
          ? t('runs.until', { until: day(ad.endsOn) })
          : t('runs.always');
  return (
    <article
      aria-label={name}
      data-testid="admin-ad"
      className={cn(
        'overflow-hidden rounded-2xl border border-border bg-surface shadow-card',
        !ad.active && 'opacity-80',
      )}
    >
      <div className="flex flex-col gap-4 p-4 sm:flex-row">
        <div className="w-full shrink-0 self-start overflow-hidden rounded-xl bg-surface-muted sm:w-56">
          {ad.imageUrl ? (
            <img src={ad.imageUrl} alt="" className="aspect-[3/1] w-full object-cover" loading="lazy" />
          ) : (
            <div className="aspect-[3/1] w-full" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-bold break-words">{name}</h2>
            <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-muted">
              {t(`types.${ad.type}`)}
            </span>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[ad.status])}>
              {t(`statuses.${ad.status}`)}
            </span>
          </div>
          {ad.subtitle && <p className="text-sm text-muted">{ad.subtitle}</p>}
          <p className="text-sm">
            {runs} · {t('weight', { weight: ad.weight })}
          </p>
          {ad.href && (
            <p className="truncate text-sm text-primary">
              {ad.ctaText ? `${ad.ctaText} → ` : ''}
              {ad.href}
            </p>
          )}
          <p className="text-sm text-muted tabular-nums">
            {t('totals', {
              count: ad.views,
              views: formatCount(ad.views, locale),
              clicks: formatCount(ad.clicks, locale),
              rate: formatRate(ad.views === 0 ? 0 : ad.clicks / ad.views, locale),
            })}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-border px-4 py-3 sm:flex sm:flex-wrap">
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('actions.edit')}
        </button>
        <button
          type="button"
          aria-expanded={showStats}
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => setShowStats((shown) => !shown)}
        >
          <ChartLine aria-hidden="true" className="size-4" />
          {t('actions.chart')}
        </button>
        {ad.active ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClass({ variant: 'ghost' })}
            onClick={onRetire}
          >
            <Archive aria-hidden="true" className="size-4" />
            {t('actions.retire')}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            className={buttonClass({ variant: 'ghost' })}
            onClick={onRestore}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('actions.restore')}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          className={buttonClass({ variant: 'custom', className: 'text-danger hover:bg-surface-muted' })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('actions.delete')}
        </button>
      </div>
      {showStats && (
        <div className="px-4 pb-4">
          <AdStatsPanel adId={ad.id} name={name} />
        </div>
      )}
    </article>
  );
}
