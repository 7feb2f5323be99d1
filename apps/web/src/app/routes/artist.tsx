import { RefreshCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { ProfileSkeleton } from '../../components/ui/profile-skeleton.tsx';
import { StatusPanel } from '../../components/ui/status-panel.tsx';
import { isMissingArtist, useArtist } from '../../features/artists/api/get-artist.ts';
import { ArtistEvents } from '../../features/artists/components/artist-events.tsx';
import { ArtistProfile } from '../../features/artists/components/artist-profile.tsx';
import { SpotifySection } from '../../features/artists/components/spotify-section.tsx';
import { ShareButton } from '../../features/share/components/share-button.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import '../../features/artists/texts.ts';
import '../../features/share/texts.ts';

/** The artist page, /artist/{id} (SPEC §2): profile, upcoming and past shows, Spotify releases. */
export function ArtistRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('artists');
  const { t: tc } = useTranslation();
  const { t: ts } = useTranslation('share');
  const query = useArtist(id);

  if (query.isError && isMissingArtist(query.error)) {
    return (
      <StatusPanel title={t('notFound.title')} message={t('notFound.message')} testId="artist-not-found">
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

  const artist = query.data;
  return (
    <div className="space-y-8 pt-2 pb-4" data-testid="artist-page">
      <ArtistProfile
        artist={artist}
        share={
          <ShareButton path={`/artist/${artist.id}`} text={ts('message.artist', { name: artist.name })} />
        }
      />
      <ArtistEvents id={artist.id} />
      <SpotifySection artist={artist} />
    </div>
  );
}
