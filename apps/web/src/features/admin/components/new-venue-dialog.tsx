import type { TCreateLocationBody, TPlaceResult } from '@glentia/core';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PlaceResults, PlaceSearchInput } from '../../../components/ui/place-results.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCreateLocation } from '../api/save-location.ts';
import { usePlaceSearch } from '../api/search-places.ts';
import { fieldInputClass } from './field.tsx';

/**
 * The new-venue flow (SPEC §2): search a place (Crete only unless relaxed), pick it to fill name,
 * position, postal code and county, or create the venue with just its name.
 */
export function NewVenueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [relaxed, setRelaxed] = useState(false);
  // Searches once typing pauses (SPEC §9 select debounce).
  const searched = useDebouncedValue(query.trim(), 500);
  const places = usePlaceSearch(searched, relaxed);
  const creation = useCreateLocation();

  useEffect(() => {
    if (open) {
      setQuery('');
      creation.reset();
    }
  }, [open, creation.reset]);

  function create(body: TCreateLocationBody) {
    creation.mutate(body, { onSuccess: (venue) => navigate(`/admin/location/${venue.id}`) });
  }

  function choose(place: TPlaceResult) {
    if (place.locationId) return navigate(`/admin/location/${place.locationId}`);
    create({
      name: place.name,
      lat: place.lat,
      lng: place.lng,
      postalCode: place.postalCode,
      county: place.county,
    });
  }

  return (
    <Dialog
      open={open}
      title={t('newVenue.title')}
      onClose={onClose}
      footer={
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onClose}>
          {t('common.cancel')}
        </button>
      }
    >
      <PlaceSearchInput
        label={t('newVenue.search')}
        hint={t('newVenue.searchHint')}
        value={query}
        onChange={setQuery}
        classes={{ label: 'block font-semibold text-foreground', input: fieldInputClass, hint: 'text-sm' }}
      />
      <label className="flex min-h-11 items-center gap-3 text-foreground">
        <input
          type="checkbox"
          checked={relaxed}
          onChange={(event) => setRelaxed(event.target.checked)}
          className="size-5 accent-primary"
        />
        {t('newVenue.relaxed')}
      </label>
      {places.data?.source === 'known-venues' && (
        <p role="status" className="rounded-xl bg-accent-soft p-3 text-sm text-accent-soft-foreground">
          {t('newVenue.knownOnly')}
        </p>
      )}
      {(places.isError || creation.isError) && (
        <p role="alert" className="text-sm font-medium text-danger">
          {describeError(places.error ?? creation.error)}
        </p>
      )}
      {searched.length >= 2 && (
        <PlaceResults
          places={places.data?.places ?? []}
          knownLabel={t('newVenue.known')}
          disabled={creation.isPending}
          onChoose={choose}
        >
          <li>
            <button
              type="button"
              disabled={creation.isPending}
              onClick={() => create({ name: searched })}
              className="block min-h-11 w-full px-3 py-2 text-left font-semibold text-primary hover:bg-surface-muted"
            >
              {t('newVenue.byName', { name: searched })}
            </button>
          </li>
        </PlaceResults>
      )}
    </Dialog>
  );
}
