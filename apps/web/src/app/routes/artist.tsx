import { SpotifySection } from '../../features/artists/components/spotify-section.tsx';
import { useArtist } from '../../features/profiles/api/get-profile.ts';
import { ProfilePage } from '../../features/profiles/components/profile-page.tsx';
import { useParams } from '../../lib/router/index.ts';
import artistsTexts from '../../locales/lazy/artists.ts';
import calendarFeedsTexts from '../../locales/lazy/calendar-feeds.ts';
import claimsTexts from '../../locales/lazy/claims.ts';
import embedTexts from '../../locales/lazy/embed.ts';
import profilesTexts from '../../locales/lazy/profiles.ts';
import shareTexts from '../../locales/lazy/share.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [embedTexts, claimsTexts, profilesTexts, artistsTexts, shareTexts, calendarFeedsTexts];

/** The artist page, /artist/{id} (SPEC §2): the profile, upcoming and past shows, then the Spotify releases. */
export function ArtistRoute() {
  const { id = '' } = useParams();
  return (
    <ProfilePage kind="artist" query={useArtist(id)}>
      {(artist) => <SpotifySection artist={artist} />}
    </ProfilePage>
  );
}
