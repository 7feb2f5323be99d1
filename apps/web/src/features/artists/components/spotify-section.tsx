import type { TArtist } from '@glentia/core';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { AlbumGrid } from './album-grid.tsx';

/** The Spotify link and the album grid, when the artist is on Spotify. */
export function SpotifySection({ artist }: { artist: TArtist }) {
  const { t } = useTranslation('artists');
  const spotify = artist.spotifyArtist?.external_urls.spotify;
  const albums = artist.spotifyAlbums?.items ?? [];
  if (!spotify && albums.length === 0) return null;
  return (
    <section aria-labelledby="artist-spotify-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="artist-spotify-title" className="text-xl font-bold tracking-tight">
          {t('spotify.title')}
        </h2>
        {spotify && (
          <a
            href={spotify}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="spotify-link"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[#1db954] px-5 text-sm font-bold text-black shadow-card hover:brightness-105"
          >
            {t('spotify.open')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('spotify.newTab')}</span>
          </a>
        )}
      </div>
      <AlbumGrid albums={albums} />
    </section>
  );
}
