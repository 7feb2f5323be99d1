import type { TArtist } from '@glentia/core';
import { Disc3, ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

type Album = NonNullable<TArtist['spotifyAlbums']>['items'][number];

const KNOWN_TYPES = ['album', 'single', 'compilation'] as const;

/** The smallest cover that is still sharp at 160 px on a 2× screen. */
export function albumCover(album: Pick<Album, 'images'>): string | null {
  const images = [...album.images].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return (images.find((image) => (image.width ?? 0) >= 300) ?? images[images.length - 1])?.url ?? null;
}

/** The release year of a Spotify date (`2019`, `2019-05` or `2019-05-17`). */
export function releaseYear(date: string): string {
  return date.slice(0, 4);
}

/** The artist's Spotify releases: cover, name, year and type, each opening on Spotify. */
export function AlbumGrid({ albums }: { albums: readonly Album[] }) {
  const { t } = useTranslation('artists');
  if (albums.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="album-grid">
      {albums.map((album) => {
        const cover = albumCover(album);
        const type = (KNOWN_TYPES as readonly string[]).includes(album.album_type)
          ? t(`spotify.types.${album.album_type as (typeof KNOWN_TYPES)[number]}`)
          : t('spotify.types.other');
        const year = releaseYear(album.release_date);
        return (
          <li key={album.id}>
            <a
              href={album.external_urls.spotify}
              target="_blank"
              rel="noopener noreferrer"
              className="group block h-full overflow-hidden rounded-2xl border border-border bg-surface shadow-card hover:shadow-raised"
            >
              {cover ? (
                <img
                  src={cover}
                  alt=""
                  width={300}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full bg-surface-muted object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center bg-surface-muted text-muted">
                  <Disc3 aria-hidden="true" className="size-1/3" />
                </span>
              )}
              <span className="block space-y-0.5 p-3">
                <span className="line-clamp-2 text-sm leading-snug font-bold">{album.name}</span>
                <span className="flex items-center justify-between gap-2 text-xs text-muted">
                  <span>
                    {year} · {type}
                  </span>
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">{t('spotify.newTab')}</span>
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
