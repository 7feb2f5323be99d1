import { isLikelySameName } from '@glentia/core';
import { useId, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import {
  type CatalogueKind,
  useDeleteCatalogueEntry,
  useMergeCatalogueEntry,
} from '../api/merge-catalogue.ts';
import { fieldInputClass } from './field.tsx';

interface Named {
  id: string;
  name: string;
}

export interface CatalogueMergeProps {
  kind: CatalogueKind;
  /** The venue or artist on screen: the one that disappears when merged. */
  current: Named;
  /** Every venue or artist; those whose names look alike are offered first. */
  all: readonly Named[];
}

/**
 * A venue's or artist's admin page: merge it into the right one (its events and followers move
 * there) or delete it, each after a confirmation naming both.
 */
export function CatalogueMerge({ kind, current, all }: CatalogueMergeProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const navigate = useNavigate();
  const [intoId, setIntoId] = useState('');
  const [asking, setAsking] = useState<'merge' | 'delete' | null>(null);
  const merging = useMergeCatalogueEntry();
  const deleting = useDeleteCatalogueEntry();
  const list = kind === 'location' ? '/admin/locations' : '/admin/artists';
  const page = kind === 'location' ? '/admin/location/' : '/admin/artist/';

  const { likely, others } = useMemo(() => {
    const rest = all.filter((entry) => entry.id !== current.id);
    const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'el');
    return {
      likely: rest.filter((entry) => isLikelySameName(entry.name, current.name)).sort(byName),
      others: rest.filter((entry) => !isLikelySameName(entry.name, current.name)).sort(byName),
    };
  }, [all, current]);
  const kept = all.find((entry) => entry.id === intoId);
  const error = merging.error ?? deleting.error;

  // The merged or deleted entry leaves the catalogue once it is asked again, and its page with
  // this section: where to go next follows the call's own promise, not the section. A refusal
  // shows as the section's error.
  function confirm() {
    const leave = (to: string) => () => navigate(to, { replace: true });
    const close = () => setAsking(null);
    if (asking === 'merge' && kept) {
      merging
        .mutateAsync({ kind, id: current.id, intoId: kept.id })
        .then(leave(`${page}${kept.id}`), () => undefined)
        .finally(close);
    } else if (asking === 'delete') {
      deleting
        .mutateAsync({ kind, id: current.id })
        .then(leave(list), () => undefined)
        .finally(close);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-border p-4"
      data-testid="catalogue-merge"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('merge.title')}
      </h2>
      <p className="text-sm text-muted">{t('merge.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-into`} className="mb-1.5 block font-semibold">
            {t('merge.into')}
          </label>
          <select
            id={`${id}-into`}
            value={intoId}
            onChange={(changed) => setIntoId(changed.target.value)}
            className={fieldInputClass}
          >
            <option value="">{t('merge.choose')}</option>
            {likely.length > 0 && (
              <optgroup label={t('merge.likely')}>
                {likely.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={t('merge.others')}>
              {others.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <button type="button" className={buttonClass()} disabled={!kept} onClick={() => setAsking('merge')}>
          {t('merge.merge')}
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <p className="text-sm text-muted">{t('merge.deleteHint')}</p>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', className: 'text-danger!' })}
          onClick={() => setAsking('delete')}
        >
          {t('merge.delete')}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {describeError(error)}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        danger
        busy={merging.isPending || deleting.isPending}
        title={t('merge.confirmTitle')}
        message={
          asking === 'merge'
            ? t('merge.confirmMerge', { gone: current.name, kept: kept?.name ?? '' })
            : t('merge.confirmDelete', { name: current.name })
        }
        cancelLabel={t('common.cancel')}
        confirmLabel={asking === 'merge' ? t('merge.mergeButton') : t('merge.deleteButton')}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
