import { useParams } from 'react-router';
import { SpotifySection } from '../../features/artists/components/spotify-section.tsx';
import { useArtist } from '../../features/profiles/api/get-profile.ts';
import { ProfilePage } from '../../features/profiles/components/profile-page.tsx';

/** The artist page, /artist/{id} (SPEC §2): the profile, upcoming and past shows, then the Spotify releases. */
export function ArtistRoute() {
  const { id = '' } = useParams();
  return (
    <ProfilePage kind="artist" query={useArtist(id)}>
      {(artist) => <SpotifySection artist={artist} />}
    </ProfilePage>
  );
}
