import type { TLocationSummary } from '@glentia/core';
import { CreteMapPicker } from '../../../components/ui/crete-map-picker.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The chosen venue on the map of Crete (the edit preview's zoom 7 shows the whole island). */
export function VenueMapPreview({ venue }: { venue: TLocationSummary | null }) {
  const { t } = useTranslation('contribute');
  const hasPoint = venue?.lat != null && venue.lng != null;
  return (
    <figure>
      <figcaption className="mb-1.5 font-semibold">{t('map.label')}</figcaption>
      <CreteMapPicker
        lat={venue?.lat ?? null}
        lng={venue?.lng ?? null}
        label={venue ? t('map.venueOn', { name: venue.name }) : t('map.noVenue')}
      />
      {!hasPoint && (
        <p className="mt-1.5 text-sm text-muted">{venue ? t('map.noCoordinates') : t('map.noVenue')}</p>
      )}
    </figure>
  );
}
