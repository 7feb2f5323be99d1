import { PlaceMap } from '../../components/ui/place-map.tsx';
import { useVenue } from '../../features/profiles/api/get-profile.ts';
import { ProfilePage } from '../../features/profiles/components/profile-page.tsx';
import { useParams } from '../../lib/router/index.ts';
import calendarFeedsTexts from '../../locales/lazy/calendar-feeds.ts';
import claimsTexts from '../../locales/lazy/claims.ts';
import embedTexts from '../../locales/lazy/embed.ts';
import placeMapTexts from '../../locales/lazy/place-map.ts';
import profilesTexts from '../../locales/lazy/profiles.ts';
import shareTexts from '../../locales/lazy/share.ts';
import { useSession } from '../../stores/session.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [embedTexts, claimsTexts, profilesTexts, shareTexts, calendarFeedsTexts, placeMapTexts];

/**
 * The venue page, /location/{id} (SPEC §2): the profile, upcoming and past events, then the map
 * (drawn for logged-in visitors; SPEC §6 keeps maps behind login).
 */
export function LocationRoute() {
  const { id = '' } = useParams();
  const loggedIn = useSession((state) => state.jwt !== '');
  return (
    <ProfilePage kind="location" query={useVenue(id)}>
      {(location) => (
        <PlaceMap
          headingId="venue-map-title"
          name={location.name}
          gender={location.gender}
          lat={location.lat}
          lng={location.lng}
          address={location.meta?.formatted_address}
          rating={location.meta?.rating}
          ratingsTotal={location.meta?.user_ratings_total}
          allowed={loggedIn}
          loginRedirect={`/location/${location.id}`}
        />
      )}
    </ProfilePage>
  );
}
