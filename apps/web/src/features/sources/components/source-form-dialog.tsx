import { COUNTIES, COUNTY_NAMES, type County, type TSourceKind } from '@glentia/core';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField, FormMessage, SelectField } from '../../../components/ui/form-field.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useAdminArtists } from '../../admin/api/get-admin-artists.ts';
import { useAdminLocations } from '../../admin/api/get-admin-locations.ts';
import { useCreateSource } from '../api/save-source.ts';

const KINDS: readonly TSourceKind[] = ['ical', 'page', 'feed', 'gancio'];
/** The form of a new source: what it is, where, and what its events default to. */
export function SourceFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sources');
  const venues = useAdminLocations();
  const artists = useAdminArtists();
  const [artistIds, setArtistIds] = useState<ReadonlySet<string>>(new Set());
  const create = useCreateSource();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<TSourceKind>('ical');
  const [url, setUrl] = useState('');
  const [locationId, setLocationId] = useState('');
  const [county, setCounty] = useState<County | ''>('');
  const [trusted, setTrusted] = useState(false);
  const language = currentLanguage();

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        name,
        kind,
        url,
        locationId: locationId || null,
        county: county || null,
        artistIds: [...artistIds],
        trusted,
      },
      {
        onSuccess: () => {
          notify('success', t('done.added'));
          setName('');
          setUrl('');
          setArtistIds(new Set());
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('form.title')} closeLabel={t('form.close')}>
      <form className="space-y-4" onSubmit={submit}>
        <FormField
          label={t('form.name')}
          value={name}
          required
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label={t('form.kind')}
          value={kind}
          options={KINDS.map((option) => ({ value: option, label: t(`kinds.${option}`) }))}
          onChange={(value) => setKind(value as TSourceKind)}
        />
        <FormField
          label={t('form.url')}
          hint={t('form.urlHint')}
          type="url"
          inputMode="url"
          required
          value={url}
          placeholder="https://"
          onChange={(e) => setUrl(e.target.value)}
        />
        <SelectField
          label={t('form.venue')}
          value={locationId}
          options={[
            { value: '', label: t('form.noVenue') },
            ...(venues.data ?? []).map((venue) => ({ value: venue.id, label: venue.name })),
          ]}
          onChange={setLocationId}
        />
        <SelectField
          label={t('form.county')}
          value={county}
          options={[
            { value: '', label: t('form.noCounty') },
            ...COUNTIES.map((option) => ({ value: option, label: COUNTY_NAMES[option][language] })),
          ]}
          onChange={(value) => setCounty(value as County | '')}
        />
        <MultiSelect
          label={t('form.artists')}
          placeholder={t('form.artistsPlaceholder')}
          groups={[{ id: 'artists', label: t('form.artists') }]}
          options={(artists.data ?? []).map((artist) => ({
            id: artist.id,
            label: artist.name,
            group: 'artists',
          }))}
          selected={artistIds}
          onToggle={(option) =>
            setArtistIds((current) => {
              const next = new Set(current);
              if (next.has(option.id)) next.delete(option.id);
              else next.add(option.id);
              return next;
            })
          }
          clearLabel={t('form.clear')}
          noMatches={(query) => t('form.noArtists', { query })}
          resultCount={(count) => t('form.artistCount', { count })}
        />
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={trusted}
            onChange={(e) => setTrusted(e.target.checked)}
          />
          <span>
            <span className="block font-semibold">{t('form.trusted')}</span>
            <span className="block text-sm text-muted">{t('form.trustedHint')}</span>
          </span>
        </label>
        {create.isError && <FormMessage>{describeError(create.error)}</FormMessage>}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" className={buttonClass()} disabled={create.isPending}>
            {t('form.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
