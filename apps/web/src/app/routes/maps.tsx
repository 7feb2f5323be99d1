/** `/maps` (SPEC §2): the full-page events map. Leaflet arrives with this chunk only. */
import { MapScreen } from '../../features/map/components/map-screen.tsx';

export function MapsRoute() {
  return <MapScreen />;
}
