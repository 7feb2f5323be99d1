import { COUNTY_NAMES } from '@glentia/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAdminLocations } from '../api/get-admin-locations.ts';
import { CatalogueList } from './catalogue-list.tsx';
import { NewVenueDialog } from './new-venue-dialog.tsx';

/** /admin/locations: every venue, searchable, with the new-venue flow. */
export function AdminLocations() {
  const { t, i18n } = useTranslation('admin');
  const venues = useAdminLocations();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <CatalogueList
        title={t('venues.title')}
        count={(count) => t('venues.count', { count })}
        query={venues}
        linkTo={(id) => `/admin/location/${id}`}
        details={(venue) => [
          // Without a county the venue shows as "Crete" and is missing from county filters.
          venue.county ? COUNTY_NAMES[venue.county][i18n.language] : t('venues.noCounty'),
          venue.lat === null ? t('venues.noCoordinates') : null,
          venue.igProfile ? `${t('venues.hasInstagram')} @${venue.igProfile.username}` : null,
        ]}
        actions={
          <button type="button" className={buttonClass()} onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('venues.create')}
          </button>
        }
      />
      <NewVenueDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
