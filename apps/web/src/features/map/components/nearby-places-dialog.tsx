import { COUNTY_NAMES, type LatLng, sortPlacesNearFirst } from '@glentia/core';
import { ChevronRight, Navigation } from 'lucide-react';
import { useMemo } from 'react';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { formatDistance } from '../../../lib/format-distance.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { PlaceGroup } from '../utils/group-by-place.ts';

/** How many places the list shows: the rest are far enough to find on the map itself. */
export const NEARBY_PLACES_SHOWN = 30;

interface NearbyPlacesDialogProps {
  open: boolean;
  groups: readonly PlaceGroup[];
  /** Where the visitor is; without it the places are listed as the map orders them, soonest first. */
  origin: LatLng | null;
  onClose: () => void;
  /** A place was chosen: its events open, as from its marker. */
  onChoose: (group: PlaceGroup) => void;
}

/**
 * The map as a list, the equal of its markers for keyboards and screen readers: every place, each
 * opening the same events as its marker. "Near me" (SPEC §9 geolocation) lists the nearest first,
 * with the distance; without the visitor's position, the places with the soonest glenti first.
 */
export function NearbyPlacesDialog({ open, groups, origin, onClose, onChoose }: NearbyPlacesDialogProps) {
  const { t, i18n } = useTranslation('map');
  const language = i18n.resolvedLanguage;
  const nearest = useMemo(
    () =>
      origin
        ? sortPlacesNearFirst(groups, origin).slice(0, NEARBY_PLACES_SHOWN)
        : groups.map((place) => ({ place, distanceKm: null })),
    [groups, origin],
  );
  return (
    <Sheet
      headerClassName="border-b border-border px-5 pt-3 pb-3 [&_h2]:text-lg"
      bodyClassName="px-4 py-4"
      open={open}
      onClose={onClose}
      testId="nearby-places-dialog"
      closeLabel={t('dialog.close')}
      title={origin ? t('nearby.title') : t('list.title')}
      description={origin ? t('nearby.subtitle') : t('list.subtitle')}
    >
      <ol className="space-y-2">
        {nearest.map(({ place, distanceKm }) => {
          const distance = distanceKm === null ? null : formatDistance(distanceKm, language);
          const county = place.venues[0]?.county;
          return (
            <li key={place.key}>
              <button
                type="button"
                onClick={() => onChoose(place)}
                data-testid="nearby-place"
                className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-border bg-surface px-3 py-2 text-left hover:bg-surface-muted"
              >
                {distance !== null && (
                  <span className="flex w-16 shrink-0 flex-col items-center text-sm font-bold text-primary">
                    <Navigation aria-hidden="true" className="mb-0.5 size-4 text-accent" />
                    <span aria-hidden="true" data-testid="nearby-distance">
                      {distance}
                    </span>
                    <span className="sr-only">{t('nearby.away', { distance })}</span>
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">
                    {place.venues.map((venue) => displayName(venue.name, language)).join(' · ')}
                  </span>
                  <span className="block text-sm text-muted">
                    {county ? `${COUNTY_NAMES[county][language]} · ` : ''}
                    {t('dialog.events', { count: place.count })}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
              </button>
            </li>
          );
        })}
      </ol>
    </Sheet>
  );
}
