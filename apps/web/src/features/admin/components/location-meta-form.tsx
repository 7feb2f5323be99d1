import type { TAdminLocation } from '@glentia/core';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateLocationMeta } from '../api/save-location.ts';
import { Field, numberOrNull, orNull } from './field.tsx';

/** The address and rating shown beside a venue's map (SPEC §3 location meta). */
export function LocationMetaForm({ venue }: { venue: TAdminLocation }) {
  const { t } = useTranslation('admin');
  const [address, setAddress] = useState(venue.meta?.formatted_address ?? '');
  const [rating, setRating] = useState(venue.meta?.rating?.toString() ?? '');
  const [total, setTotal] = useState(venue.meta?.user_ratings_total?.toString() ?? '');
  const saving = useUpdateLocationMeta();

  function save(event: FormEvent) {
    event.preventDefault();
    const count = numberOrNull(total);
    saving.mutate({
      id: venue.id,
      formatted_address: orNull(address),
      rating: numberOrNull(rating),
      user_ratings_total: count === null ? null : Math.round(count),
    });
  }

  return (
    <form onSubmit={save} className="space-y-4 rounded-2xl border border-border p-4">
      <h2 className="font-bold">{t('venue.meta')}</h2>
      <Field label={t('venue.address')} value={address} onChange={(e) => setAddress(e.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('venue.rating')}
          inputMode="decimal"
          value={rating}
          onChange={(e) => setRating(e.target.value)}
        />
        <Field
          label={t('venue.ratingsTotal')}
          inputMode="numeric"
          value={total}
          onChange={(e) => setTotal(e.target.value)}
        />
      </div>
      {saving.isError && (
        <p role="alert" className="font-medium text-danger">
          {describeError(saving.error)}
        </p>
      )}
      {saving.isSuccess && <p role="status">{t('common.saved')}</p>}
      <div className="flex justify-end">
        <button type="submit" disabled={saving.isPending} className={buttonClass({ variant: 'secondary' })}>
          {t('venue.saveMeta')}
        </button>
      </div>
    </form>
  );
}
