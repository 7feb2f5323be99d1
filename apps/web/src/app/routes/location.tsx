import { RefreshCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { PlaceMap } from '../../components/ui/place-map.tsx';
import { ProfileSkeleton } from '../../components/ui/profile-skeleton.tsx';
import { StatusPanel } from '../../components/ui/status-panel.tsx';
import { isMissing, useVenue } from '../../features/venues/api/get-location.ts';
import { VenueEvents } from '../../features/venues/components/venue-events.tsx';
import { VenueProfile } from '../../features/venues/components/venue-profile.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../stores/session.ts';
import '../../features/venues/texts.ts';

/**
 * The venue page, /location/{id} (SPEC §2): profile, upcoming and past events, and the map
 * (drawn for logged-in visitors; SPEC §6 keeps maps behind login).
 */
export function LocationRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('venues');
  const { t: tc } = useTranslation();
  const query = useVenue(id);
  const loggedIn = useSession((state) => state.jwt !== '');

  if (query.isError && isMissing(query.error)) {
    return (
      <StatusPanel title={t('notFound.title')} message={t('notFound.message')} testId="venue-not-found">
        <Link to="/glentia" className={buttonClass({ variant: 'primary' })}>
          {t('notFound.action')}
        </Link>
      </StatusPanel>
    );
  }
  if (query.isError && !query.data) {
    return (
      <StatusPanel title={t('error.title')} message={describeError(query.error)} alert>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClass({ variant: 'primary' })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {tc('errors.retry')}
        </button>
      </StatusPanel>
    );
  }
  if (!query.data) return <ProfileSkeleton label={t('loading')} />;

  const location = query.data;
  return (
    <div className="space-y-8 pt-2 pb-4" data-testid="venue-page">
      <VenueProfile location={location} />
      <VenueEvents id={location.id} />
      <PlaceMap
        headingId="venue-map-title"
        name={location.name}
        lat={location.lat}
        lng={location.lng}
        address={location.meta?.formatted_address}
        rating={location.meta?.rating}
        ratingsTotal={location.meta?.user_ratings_total}
        allowed={loggedIn}
        loginRedirect={`/location/${location.id}`}
      />
    </div>
  );
}
