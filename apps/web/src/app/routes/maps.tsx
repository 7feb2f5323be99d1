/** `/maps` (SPEC §2): the full-page events map. Leaflet arrives with this chunk only. */
import { MapScreen } from '../../features/map/components/map-screen.tsx';
import mapTexts from '../../locales/lazy/map.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [mapTexts];

export function MapsRoute() {
  return <MapScreen />;
}
