import {
  atVenue,
  COUNTIES,
  COUNTY_NAMES,
  type County,
  type GreekGender,
  type TAdminLocation,
} from '@glentia/core';
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { CreteMapPicker } from '../../../components/ui/crete-map-picker.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateLocation, useUploadLocationImage } from '../api/save-location.ts';
import { Field, fieldInputClass, numberOrNull, orNull } from './field.tsx';
import { InstagramFields, instagramBodyOf, instagramDraftOf } from './instagram-fields.tsx';
import { LocationMetaForm } from './location-meta-form.tsx';
import { PictureField } from './picture-field.tsx';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The venue's plain text fields, in the order the form shows them, with the keyboard each wants. */
const PLAIN_FIELDS = [
  { key: 'postalCode', inputMode: 'numeric' },
  { key: 'phone', type: 'tel' },
  { key: 'website', type: 'url' },
  { key: 'lat', inputMode: 'decimal' },
  { key: 'lng', inputMode: 'decimal' },
] as const satisfies ReadonlyArray<{ key: string } & InputHTMLAttributes<HTMLInputElement>>;

/** /admin/location/{id}: every field of a venue, its position on the map, picture and meta. */
export function LocationEditForm({ venue }: { venue: TAdminLocation }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState({
    name: venue.name,
    county: (venue.county ?? '') as County | '',
    postalCode: text(venue.postalCode),
    phone: text(venue.phone),
    email: text(venue.email),
    website: text(venue.website),
    lat: text(venue.lat),
    lng: text(venue.lng),
    gender: (venue.gender ?? '') as GreekGender | '',
  });
  const [instagram, setInstagram] = useState(instagramDraftOf(venue.igProfile));
  const saving = useUpdateLocation();
  const picture = useUploadLocationImage();
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  function save(event: FormEvent) {
    event.preventDefault();
    saving.mutate({
      id: venue.id,
      name: draft.name.trim(),
      county: draft.county || null,
      postalCode: orNull(draft.postalCode),
      phone: orNull(draft.phone),
      email: orNull(draft.email),
      website: orNull(draft.website),
      lat: numberOrNull(draft.lat),
      lng: numberOrNull(draft.lng),
      igProfile: instagramBodyOf(instagram),
      gender: draft.gender || null,
    });
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-4">
      <h1 className="text-2xl font-bold tracking-tight">{t('venue.title')}</h1>
      <PictureField id={venue.id} name={venue.name} stored={venue.image} upload={picture} />
      <form onSubmit={save} className="space-y-4">
        <Field
          label={t('venue.name')}
          required
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-county`} className="mb-1.5 block font-semibold">
              {t('venue.county')}
            </label>
            <select
              id={`${id}-county`}
              value={draft.county}
              onChange={(e) => set({ county: e.target.value as County | '' })}
              className={fieldInputClass}
            >
              <option value="">{t('venue.noCounty')}</option>
              {COUNTIES.map((county) => (
                <option key={county} value={county}>
                  {COUNTY_NAMES[county][i18n.language]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-gender`} className="mb-1.5 block font-semibold">
              {t('venue.gender')}
            </label>
            <select
              id={`${id}-gender`}
              value={draft.gender}
              onChange={(e) => set({ gender: e.target.value as GreekGender | '' })}
              aria-describedby={`${id}-gender-example`}
              className={fieldInputClass}
            >
              <option value="">{t('venue.genderAuto')}</option>
              <option value="f">{t('venue.genderF')}</option>
              <option value="n">{t('venue.genderN')}</option>
              <option value="m">{t('venue.genderM')}</option>
            </select>
            <p id={`${id}-gender-example`} className="mt-1 text-sm text-muted" data-testid="gender-example">
              {t('venue.genderExample', {
                example: atVenue(draft.name.trim() || venue.name, draft.gender || null),
              })}
            </p>
          </div>
          {PLAIN_FIELDS.map(({ key, ...input }) => (
            <Field
              key={key}
              label={t(`venue.${key}`)}
              {...input}
              value={draft[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          ))}
        </div>
        <Field
          label={t('venue.email')}
          hint={t('venue.emailHint')}
          type="email"
          autoComplete="off"
          value={draft.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <CreteMapPicker
          lat={numberOrNull(draft.lat)}
          lng={numberOrNull(draft.lng)}
          label={t('venue.mapLabel')}
          onPick={(point) => set({ lat: String(point.lat), lng: String(point.lng) })}
        />
        <InstagramFields value={instagram} onChange={setInstagram} />
        {saving.isError && (
          <p role="alert" className="font-medium text-danger">
            {describeError(saving.error)}
          </p>
        )}
        {saving.isSuccess && <p role="status">{t('common.saved')}</p>}
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={saving.isPending || !draft.name.trim()}
            className={buttonClass({ size: 'lg' })}
          >
            {t('common.save')}
          </button>
        </div>
      </form>
      <LocationMetaForm venue={venue} />
    </div>
  );
}
