import { COUNTY_NAMES } from '@glentia/core';
import { Store } from 'lucide-react';
import { RetryButton, retryOf } from '../../../components/ui/retry-button.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { EventRow } from '../../events/components/event-row.tsx';
import type { MapEventsFilter } from '../api/get-map-places.ts';
import { usePlaceEvents } from '../api/get-place-events.ts';
import type { PlaceGroup } from '../utils/group-by-place.ts';

interface PlaceEventsDialogProps {
  group: PlaceGroup | null;
  /** The map's filter: the dialog lists the events of its venues under it. */
  filter: MapEventsFilter;
  onClose: () => void;
}

/**
 * The events at one marker (SPEC §2 Map page), asked when it opens, each opening its page. A marker
 * of one venue is titled with it, and its rows lead with their artists.
 */
export function PlaceEventsDialog({ group, filter, onClose }: PlaceEventsDialogProps) {
  const { t, i18n } = useTranslation('map');
  const language = i18n.resolvedLanguage;
  const venues = group?.venues ?? [];
  const events = usePlaceEvents(group ? venues.map((venue) => venue.id) : null, filter);
  const counties = [...new Set(venues.map((venue) => venue.county).filter((county) => county !== null))];
  return (
    <Sheet
      headerClassName="border-b border-border px-5 pt-3 pb-3 [&_h2]:text-lg"
      bodyClassName="px-4 py-4"
      open={group !== null}
      onClose={onClose}
      testId="place-events-dialog"
      closeLabel={t('dialog.close')}
      title={venues.map((venue) => displayName(venue.name, language)).join(' · ')}
      description={
        group && (
          <>
            {counties.map((county) => COUNTY_NAMES[county][language]).join(', ')}
            {counties.length > 0 && ' · '}
            {t('dialog.events', { count: group.count })}
          </>
        )
      }
      footer={
        venues.length === 1 && (
          <Link
            to={`/location/${venues[0]!.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-primary hover:underline"
          >
            <Store aria-hidden="true" className="size-4" />
            {t('dialog.venue')}
          </Link>
        )
      }
    >
      {events.isPending && <p className="text-sm text-muted">{t('loading')}</p>}
      {events.isError && (
        <div role="alert" className="text-center">
          <p className="font-semibold">{t('error')}</p>
          <RetryButton label={t('retry')} {...retryOf(events)} className="mt-3" />
        </div>
      )}
      <ul className="space-y-3">
        {events.data?.map((event) => (
          <li key={event.id}>
            <EventRow event={event} atVenue={venues.length === 1} />
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
