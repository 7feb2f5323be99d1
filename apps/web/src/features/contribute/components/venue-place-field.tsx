import type { PickedEntity, TNewVenuePlace, TPlaceResult } from '@glentia/core';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { PlaceResults, PlaceSearchInput } from '../../../components/ui/place-results.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useVenuePlaceSearch } from '../api/search-places.ts';
import { inputClass, labelClass } from './field-styles.ts';

export interface VenuePlaceFieldProps {
  /** The new venue (picked by name). */
  venue: PickedEntity;
  place: TNewVenuePlace | null;
  onPlace: (place: TNewVenuePlace | null) => void;
  /** A result that is a venue Glentia knows: pick it instead of adding a new one. */
  onKnownVenue: (venue: { id: string; name: string }) => void;
}

/**
 * The new-venue flow of the event form (SPEC §2): the place search, as in the admin's new-venue
 * dialog, gives a new venue its position, postal code and county. Left without a place, the venue
 * reaches the admin flagged as unplaced.
 */
export function VenuePlaceField({ venue, place, onPlace, onKnownVenue }: VenuePlaceFieldProps) {
  const { t } = useTranslation('contribute');
  const [query, setQuery] = useState(venue.name);
  // Searches once typing pauses (SPEC §9 select debounce).
  const searched = useDebouncedValue(query.trim(), 500);
  const places = useVenuePlaceSearch(place ? '' : searched);

  useEffect(() => setQuery(venue.name), [venue.name]);

  function choose(result: TPlaceResult) {
    if (result.locationId) return onKnownVenue({ id: result.locationId, name: result.name });
    if (result.lat === null || result.lng === null) return;
    onPlace({
      lat: result.lat,
      lng: result.lng,
      postalCode: result.postalCode,
      county: result.county,
      address: result.address ?? result.name,
    });
  }

  return (
    <fieldset className="min-w-0 space-y-2 rounded-2xl border border-border p-4" data-testid="venue-place">
      <legend className="px-1 font-semibold">{t('place.title', { name: venue.name })}</legend>
      {place ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex min-w-0 items-start gap-2" role="status">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span className="break-words">{t('place.chosen', { address: place.address ?? '' })}</span>
          </p>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => onPlace(null)}
          >
            {t('place.change')}
          </button>
        </div>
      ) : (
        <>
          <PlaceSearchInput
            label={t('place.search')}
            hint={t('place.hint')}
            value={query}
            onChange={setQuery}
            classes={{ label: labelClass, input: inputClass, hint: 'text-sm text-muted' }}
          />
          {places.data?.source === 'known-venues' && (
            <p role="status" className="rounded-xl bg-accent-soft p-3 text-sm text-accent-soft-foreground">
              {t('place.knownOnly')}
            </p>
          )}
          {places.isError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {describeError(places.error)}
            </p>
          )}
          {searched.length >= 2 &&
            places.data &&
            (places.data.places.length > 0 ? (
              <PlaceResults places={places.data.places} knownLabel={t('place.known')} onChoose={choose} />
            ) : (
              <p className="text-sm text-muted">{t('place.none')}</p>
            ))}
          <p className="text-xs text-muted">{t('place.unplaced')}</p>
        </>
      )}
    </fieldset>
  );
}
