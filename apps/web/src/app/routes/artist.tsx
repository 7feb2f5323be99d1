import { SpotifySection } from '../../features/artists/components/spotify-section.tsx';
import { useArtist } from '../../features/profiles/api/get-profile.ts';
import { ProfilePage } from '../../features/profiles/components/profile-page.tsx';
import { useParams } from '../../lib/router/index.ts';

/** The artist page, /artist/{id} (SPEC §2): the profile, upcoming and past shows, then the Spotify releases. */
export function ArtistRoute() {
  const { id = '' } = useParams();
  return (
    <ProfilePage kind="artist" query={useArtist(id)}>
      {(artist) => <SpotifySection artist={artist} />}
    </ProfilePage>
  );
}
