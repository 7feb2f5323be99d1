import type { MapBlocks } from '@glentia/core';
import { ListOrdered, LocateFixed, SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { RetryButton, retryOf } from '../../../components/ui/retry-button.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useMapPlaces } from '../api/get-map-places.ts';
import { toEventsFilter, useMapFilters } from '../hooks/use-map-filters.ts';
import { useUserPosition } from '../hooks/use-user-position.ts';
import { groupPlaces, type PlaceGroup } from '../utils/group-by-place.ts';
import { EventsMap } from './events-map.tsx';
import { MapFilterSheet } from './map-filter-sheet.tsx';
import { NearbyPlacesDialog } from './nearby-places-dialog.tsx';
import { PlaceEventsDialog } from './place-events-dialog.tsx';

const overlayButton =
  'pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface text-sm font-semibold text-foreground shadow-raised hover:bg-surface-muted';

/**
 * The full-page map (SPEC §2 Map page): the events of the chosen counties and dates at their venues,
 * a marker per place opening the list of its events, and a 5 km circle around the visitor. The
 * places are asked for the part of the map on screen, venues close together at its zoom as one
 * marker that zooms in. It fills the space between the header and the bottom navigation.
 */
export function MapScreen() {
  const { t } = useTranslation('map');
  const { filters, setFilters, active } = useMapFilters();
  const eventsFilter = useMemo(() => toEventsFilter(filters), [filters]);
  const [area, setArea] = useState<MapBlocks | null>(null);
  const query = useMapPlaces(eventsFilter, area);
  const groups = useMemo(() => groupPlaces(query.data?.places ?? [], query.data?.groups ?? []), [query.data]);
  const shownEvents = query.data?.total ?? 0;
  const position = useUserPosition();
  const [selected, setSelected] = useState<PlaceGroup | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [nearbyOpen, setNearbyOpen] = useState(false);
  const [locateRequest, setLocateRequest] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);
  // Told to screen readers when a crowd's marker zooms in, where the focus stays on the map.
  const [zoomedIn, setZoomedIn] = useState('');
  const onCrowdOpened = useCallback(
    (group: PlaceGroup) => setZoomedIn(t('crowdOpened', { count: group.crowd?.venues ?? 0 })),
    [t],
  );
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);

  const markerLabel = useCallback(
    (group: PlaceGroup) => {
      if (group.crowd) {
        const place = t('crowdPlaces', { count: group.crowd.venues });
        return t('crowd', { place, count: group.count });
      }
      const [first, ...others] = group.venues;
      const place = others.length
        ? t('morePlaces', { first: first?.name ?? '', count: others.length })
        : (first?.name ?? '');
      return t('marker', { place, count: group.count });
    },
    [t],
  );

  return (
    <section
      aria-labelledby="map-title"
      data-swipe-ignore
      data-pull-ignore
      className="fixed inset-x-0 top-[calc(3.5rem+env(safe-area-inset-top))] bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] isolate z-0 lg:bottom-0 lg:left-[300px]"
    >
      <h1 id="map-title" className="sr-only">
        {t('title')}
      </h1>
      <div role="region" aria-label={t('region')} className="absolute inset-0">
        <EventsMap
          groups={groups}
          position={position}
          selectedKey={selected?.key ?? null}
          onSelect={setSelected}
          markerLabel={markerLabel}
          locateRequest={locateRequest}
          onTilesFailed={onTilesFailed}
          onArea={setArea}
          onCrowdOpened={onCrowdOpened}
        />
      </div>
      <p role="status" className="sr-only" data-testid="map-zoomed-in">
        {zoomedIn}
      </p>

      <div className="pointer-events-none absolute inset-x-0 top-0 z-[1000] flex flex-wrap items-center justify-between gap-2 p-3">
        <button
          type="button"
          onClick={() => setFiltersOpen(true)}
          aria-label={active ? t('filters.openActive') : t('filters.open')}
          className={cn(overlayButton, 'px-4')}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t('filters.open')}</span>
          {active && <span aria-hidden="true" className="size-2 rounded-full bg-accent" />}
        </button>

        <p
          aria-live="polite"
          data-testid="map-summary"
          className={cn(
            'pointer-events-auto rounded-full border border-border bg-surface/95 px-3 py-2 text-sm font-medium shadow-card backdrop-blur',
            query.isError && 'hidden',
          )}
        >
          {query.isPending
            ? t('loading')
            : shownEvents === 0
              ? t('empty')
              : t('summary', { count: shownEvents })}
        </p>

        <div className="flex gap-2">
          {shownEvents > 0 && (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setNearbyOpen(true)}
              data-testid="open-nearby"
              className={cn(overlayButton, 'pr-4 pl-3')}
            >
              <ListOrdered aria-hidden="true" className="size-4" />
              {position ? t('nearby.open') : t('list.open')}
            </button>
          )}
          {position && (
            <button
              type="button"
              onClick={() => setLocateRequest((value) => value + 1)}
              className={cn(overlayButton, 'px-3')}
              aria-label={t('locate')}
              title={t('locate')}
            >
              <LocateFixed aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>

        {/* On a row of its own under the map's buttons: at the map's foot the cookie bar covered it. */}
        {tilesFailed && !query.isError && (
          <div className="basis-full">
            <div
              role="status"
              data-testid="tiles-failed"
              className="pointer-events-auto flex max-w-sm flex-wrap items-center justify-between gap-2 rounded-2xl border border-border bg-surface p-3 text-sm shadow-raised"
            >
              <p className="min-w-0 flex-1">{t('tilesFailed')}</p>
              <Link to="/glentia" className={buttonClass({ size: 'md' })}>
                {t('tilesList')}
              </Link>
            </div>
          </div>
        )}
      </div>

      {query.isError && (
        <div
          role="alert"
          className="absolute inset-x-3 top-20 z-[1000] mx-auto max-w-sm rounded-2xl border border-danger/40 bg-surface p-4 text-center shadow-raised"
        >
          <p className="font-semibold">{t('error')}</p>
          <p className="mt-1 text-sm text-muted">{describeError(query.error)}</p>
          <RetryButton label={t('retry')} {...retryOf(query)} className="mt-3" />
        </div>
      )}

      <PlaceEventsDialog group={selected} filter={eventsFilter} onClose={() => setSelected(null)} />
      <NearbyPlacesDialog
        open={nearbyOpen}
        filter={eventsFilter}
        origin={position}
        onClose={() => setNearbyOpen(false)}
        onChoose={(group) => {
          setNearbyOpen(false);
          setSelected(group);
        }}
      />
      <MapFilterSheet
        open={filtersOpen}
        filters={filters}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setFiltersOpen(false);
        }}
      />
    </section>
  );
}
