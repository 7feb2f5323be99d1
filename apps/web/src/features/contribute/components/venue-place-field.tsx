import type { PickedEntity, TNewVenuePlace, TPlaceResult } from '@glentia/core';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useVenuePlaceSearch } from '../api/search-places.ts';
import { inputClass, labelClass } from './field-styles.ts';

/** Waits until typing pauses (SPEC §9 select debounce) before searching. */
function useDebounced(value: string, delay = 500): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

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
  const id = useId();
  const [query, setQuery] = useState(venue.name);
  const searched = useDebounced(query.trim());
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
          <label htmlFor={id} className={labelClass}>
            {t('place.search')}
          </label>
          <input
            id={id}
            type="search"
            value={query}
            aria-describedby={`${id}-hint`}
            onChange={(changed) => setQuery(changed.target.value)}
            className={inputClass}
          />
          <p id={`${id}-hint`} className="text-sm text-muted">
            {t('place.hint')}
          </p>
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
              <ul className="max-h-64 divide-y divide-border overflow-auto rounded-xl border border-border">
                {places.data.places.map((result) => (
                  <li key={`${result.name}-${result.lat}-${result.lng}-${result.locationId}`}>
                    <button
                      type="button"
                      onClick={() => choose(result)}
                      className="block min-h-11 w-full px-3 py-2 text-left hover:bg-surface-muted"
                    >
                      <span className="block font-semibold text-foreground">
                        {result.name}
                        {result.locationId && (
                          <span className="ml-2 text-xs font-normal text-muted">({t('place.known')})</span>
                        )}
                      </span>
                      {result.address && <span className="block truncate text-sm">{result.address}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('place.none')}</p>
            ))}
          <p className="text-xs text-muted">{t('place.unplaced')}</p>
        </>
      )}
    </fieldset>
  );
}
