/**
 * The Leaflet map of the map page. Loaded only with that page. Tiles come from configuration and
 * may fail to load (no connection, blocked, tests): markers, the circle and dialogs work without them.
 */
import 'leaflet/dist/leaflet.css';
import './events-map.css';
import { MAP_ZOOM_MAX, type MapBlocks, mapBlocks, mapBlocksKey } from '@glentia/core';
import { type LatLngTuple, type LeafletKeyboardEvent, type Map as LeafletMap, latLngBounds } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { env } from '../../../config/env.ts';
import type { UserPosition } from '../hooks/use-user-position.ts';
import { joinOverlapping, type PlaceGroup } from '../utils/group-by-place.ts';
import { MARKER_SIZE, placeMarkerIcon } from './place-marker-icon.ts';

/** SPEC §9: default centre about lat 35.03, lng 24.76, zoom 10; circle of 5000 m. */
export const DEFAULT_CENTER: LatLngTuple = [35.03, 24.76];
export const DEFAULT_ZOOM = 10;
export const USER_CIRCLE_RADIUS_M = 5000;
/** Crete with its sea: the map flies to the visitor only when they are on the island. */
const CRETE_BOUNDS: [LatLngTuple, LatLngTuple] = [
  [34.7, 23.4],
  [35.8, 26.4],
];

export interface EventsMapProps {
  groups: readonly PlaceGroup[];
  position: UserPosition | null;
  selectedKey: string | null;
  onSelect: (group: PlaceGroup) => void;
  markerLabel: (group: PlaceGroup) => string;
  /** Incremented by the "my location" button: fly to the visitor. */
  locateRequest: number;
  /** Called when the map's background fails to load (no tile has come, one has failed). */
  onTilesFailed?: () => void;
  /** The blocks of the map the screen shows, told when the map starts and whenever they change. */
  onArea: (area: MapBlocks) => void;
  /** A crowd's marker was opened: the map zooms in to its venues. */
  onCrowdOpened?: (group: PlaceGroup) => void;
}

export function EventsMap({
  groups,
  position,
  selectedKey,
  onSelect,
  markerLabel,
  locateRequest,
  onTilesFailed,
  onArea,
  onCrowdOpened,
}: EventsMapProps) {
  const loadedTiles = useRef(0);
  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        loadedTiles.current += 1;
      },
      // One tile failing among loaded ones is a passing fault; failing before any loaded is no background.
      tileerror: () => {
        if (loadedTiles.current === 0) onTilesFailed?.();
      },
    }),
    [onTilesFailed],
  );
  return (
    <MapContainer
      center={DEFAULT_CENTER}
      zoom={DEFAULT_ZOOM}
      zoomControl={false}
      className="size-full bg-[#cfe3ee]! dark:bg-[#10263a]!"
      worldCopyJump={false}
      minZoom={6}
      maxZoom={MAP_ZOOM_MAX}
    >
      <TileLayer
        url={env.mapTileUrl}
        attribution={env.mapTileAttribution}
        maxZoom={19}
        eventHandlers={tileEvents}
      />
      <ZoomControl position="bottomright" />
      <ShownArea onArea={onArea} />
      <PlaceMarkers
        groups={groups}
        selectedKey={selectedKey}
        onSelect={onSelect}
        onCrowdOpened={onCrowdOpened}
        markerLabel={markerLabel}
      />
      {position && (
        <Circle
          center={[position.lat, position.lng]}
          radius={USER_CIRCLE_RADIUS_M}
          pathOptions={{ color: '#0a5cad', weight: 2, fillColor: '#0a5cad', fillOpacity: 0.12 }}
          interactive={false}
        />
      )}
      <FollowVisitor position={position} locateRequest={locateRequest} />
    </MapContainer>
  );
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The blocks of the map the screen shows (core map-area.ts), told once at the start and after every move. */
function ShownArea({ onArea }: { onArea: (area: MapBlocks) => void }) {
  const lastKey = useRef('');
  const tell = useCallback(
    (map: LeafletMap) => {
      const view = map.getBounds();
      const area = mapBlocks(
        { west: view.getWest(), south: view.getSouth(), east: view.getEast(), north: view.getNorth() },
        Math.round(map.getZoom()),
      );
      const key = mapBlocksKey(area);
      if (key === lastKey.current) return;
      lastKey.current = key;
      onArea(area);
    },
    [onArea],
  );
  const map = useMapEvents({ moveend: () => tell(map) });
  useEffect(() => {
    map.whenReady(() => tell(map));
  }, [map, tell]);
  return null;
}

/**
 * A marker per place, places whose markers would cover each other at this zoom joined under one
 * (WCAG 2.5.8: every marker a whole target apart). Zooming in parts them again; a crowd's marker
 * zooms in to its venues, and the focus stays on the map.
 */
function PlaceMarkers({
  groups,
  selectedKey,
  onSelect,
  onCrowdOpened,
  markerLabel,
}: Pick<EventsMapProps, 'groups' | 'selectedKey' | 'onSelect' | 'onCrowdOpened' | 'markerLabel'>) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const markers = useMemo(
    () => joinOverlapping(groups, (group) => map.project([group.lat, group.lng], zoom), MARKER_SIZE),
    [groups, map, zoom],
  );
  const open = useCallback(
    (group: PlaceGroup) => {
      if (!group.crowd) return onSelect(group);
      const { west, south, east, north } = group.crowd.bounds;
      map.getContainer().focus();
      onCrowdOpened?.(group);
      map.flyToBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [MARKER_SIZE, MARKER_SIZE], maxZoom: MAP_ZOOM_MAX, animate: !prefersReducedMotion() },
      );
    },
    [map, onSelect, onCrowdOpened],
  );
  return markers.map((group) => (
    <PlaceMarker
      key={group.key}
      group={group}
      label={markerLabel(group)}
      selected={group.key === selectedKey}
      onSelect={open}
    />
  ));
}

interface PlaceMarkerProps {
  group: PlaceGroup;
  label: string;
  selected: boolean;
  onSelect: (group: PlaceGroup) => void;
}

function PlaceMarker({ group, label, selected, onSelect }: PlaceMarkerProps) {
  const crowd = group.crowd !== undefined;
  const icon = useMemo(
    () => placeMarkerIcon(group.count, label, { selected, crowd }),
    [group.count, label, selected, crowd],
  );
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const handlers = useMemo(
    () => ({
      click: () => onSelectRef.current(group),
      // Leaflet makes markers focusable buttons but opens nothing on Enter without a popup.
      keypress: (event: LeafletKeyboardEvent) => {
        const { key } = event.originalEvent;
        if (key === 'Enter' || key === ' ') {
          event.originalEvent.preventDefault();
          onSelectRef.current(group);
        }
      },
    }),
    [group],
  );
  return (
    <Marker
      position={[group.lat, group.lng]}
      icon={icon}
      title={label}
      keyboard
      riseOnHover
      eventHandlers={handlers}
    />
  );
}

/** Flies to the visitor once when first found on Crete, and again on every "my location" press. */
function FollowVisitor({
  position,
  locateRequest,
}: {
  position: UserPosition | null;
  locateRequest: number;
}) {
  const map = useMap();
  const followed = useRef(false);
  const lastRequest = useRef(locateRequest);
  useEffect(() => {
    if (!position) return;
    const asked = locateRequest !== lastRequest.current;
    lastRequest.current = locateRequest;
    const onCrete = latLngBounds(CRETE_BOUNDS).contains([position.lat, position.lng]);
    if (asked || (!followed.current && onCrete)) {
      followed.current = true;
      map.flyTo([position.lat, position.lng], Math.max(map.getZoom(), 12), {
        animate: !prefersReducedMotion(),
      });
    }
  }, [map, position, locateRequest]);
  return null;
}
