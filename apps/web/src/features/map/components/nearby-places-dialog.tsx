import { COUNTY_NAMES, distanceKm, type LatLng, type TEventPlace } from '@glentia/core';
import { ChevronRight, Navigation } from 'lucide-react';
import { useMemo } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { RetryButton, retryOf } from '../../../components/ui/retry-button.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { displayName } from '../../../lib/display-name.ts';
import { formatDistance } from '../../../lib/format-distance.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { MapEventsFilter } from '../api/get-map-places.ts';
import { usePlaceList } from '../api/get-place-list.ts';
import { groupPlaces, type PlaceGroup } from '../utils/group-by-place.ts';

interface NearbyPlacesDialogProps {
  open: boolean;
  /** The map's filter: the list holds the places of its events. */
  filter: MapEventsFilter;
  /** Where the visitor is; without it the places with the soonest glenti come first. */
  origin: LatLng | null;
  onClose: () => void;
  /** A place was chosen: its events open, as from its marker. */
  onChoose: (group: PlaceGroup) => void;
}

interface ListedPlace {
  place: TEventPlace;
  group: PlaceGroup;
  distanceKm: number | null;
}

/**
 * The map as a list, the equal of its markers for keyboards and screen readers: every place of the
 * map's filter, a page at a time, each opening the same events as its marker. "Near me" (SPEC §9
 * geolocation) lists the nearest first, with the distance; without the visitor's position, the
 * places with the soonest glenti first.
 */
export function NearbyPlacesDialog({ open, filter, origin, onClose, onChoose }: NearbyPlacesDialogProps) {
  const { t, i18n } = useTranslation('map');
  const language = i18n.resolvedLanguage;
  const list = usePlaceList(filter, origin, open);
  const places = useMemo(
    () =>
      (list.data?.pages ?? []).flatMap((page) => {
        const listed = page.places.flatMap((place): ListedPlace[] => {
          const [group] = groupPlaces([place]);
          if (!group) return [];
          return [{ place, group, distanceKm: origin ? distanceKm(origin, group) : null }];
        });
        // The server orders by the position to a kilometre; within a page, by the exact distance.
        return origin ? listed.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0)) : listed;
      }),
    [list.data, origin],
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
      {list.isPending && <p className="text-sm text-muted">{t('loading')}</p>}
      {list.isError && (
        <div role="alert" className="text-center">
          <p className="font-semibold">{t('error')}</p>
          <p className="mt-1 text-sm text-muted">{describeError(list.error)}</p>
          <RetryButton label={t('retry')} {...retryOf(list)} className="mt-3" />
        </div>
      )}
      <ol className="space-y-2">
        {places.map(({ place, group, distanceKm }) => {
          const distance = distanceKm === null ? null : formatDistance(distanceKm, language);
          const county = place.location.county;
          return (
            <li key={place.location.id}>
              <button
                type="button"
                onClick={() => onChoose(group)}
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
                    {displayName(place.location.name, language)}
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
      {list.hasNextPage && (
        <button
          type="button"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          data-testid="nearby-more"
          className={buttonClass({ variant: 'secondary', className: 'mt-3 w-full' })}
        >
          {list.isFetchingNextPage ? t('loading') : t('list.more')}
        </button>
      )}
    </Sheet>
  );
}
