import type { TArtist } from '@glentia/core';
import { Globe, Headphones, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import defaultArtistImage from '../../../assets/default-artist.svg';
import { InstagramIcon } from '../../../components/ui/instagram-icon.tsx';
import { formatCount } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import '../texts.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold shadow-card hover:bg-surface-muted';

/** The artist's picture: their own, their Instagram one, or a drawn Cretan lyra. */
export function artistImage(artist: Pick<TArtist, 'image' | 'igProfile'>): string | null {
  return artist.image ?? artist.igProfile?.profilePicture ?? null;
}

/**
 * The top of the artist page (SPEC §2): picture, name, followers on Glentia and on Spotify,
 * Instagram and website links, a share button (passed in) and the biography.
 */
export function ArtistProfile({ artist, share }: { artist: TArtist; share: ReactNode }) {
  const { t } = useTranslation('artists');
  const locale = currentIntlLocale();
  const picture = artistImage(artist);
  const instagram = artist.igProfile?.username;
  const website = artist.igProfile?.website ?? null;
  const biography = artist.igProfile?.biography;
  const listeners = artist.spotifyArtist?.followers.total;
  return (
    <header className="space-y-4">
      <div className="flex items-center gap-4">
        <img
          src={picture ?? defaultArtistImage}
          alt={picture ? t('imageAlt', { name: artist.name }) : t('defaultImageAlt')}
          width={112}
          height={112}
          className="size-24 shrink-0 rounded-full bg-surface-muted object-cover shadow-card sm:size-28"
        />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance">{artist.name}</h1>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Users aria-hidden="true" className="size-4" />
            <span data-testid="artist-followers">
              {t('followers', { count: artist.followers, total: formatCount(artist.followers, locale) })}
            </span>
          </p>
          {typeof listeners === 'number' && (
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <Headphones aria-hidden="true" className="size-4" />
              <span data-testid="artist-listeners">
                {t('listeners', { count: listeners, total: formatCount(listeners, locale) })}
              </span>
            </p>
          )}
        </div>
      </div>
      <ul className="flex flex-wrap gap-2">
        {instagram && (
          <li>
            <a
              href={`https://instagram.com/${encodeURIComponent(instagram)}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('links.instagramLabel', { name: `@${instagram}` })}
              className={linkClass}
            >
              <InstagramIcon className="size-4" />@{instagram}
            </a>
          </li>
        )}
        {website && (
          <li>
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('links.websiteLabel', { name: artist.name })}
              className={linkClass}
            >
              <Globe aria-hidden="true" className="size-4" />
              {t('links.website')}
            </a>
          </li>
        )}
        <li>{share}</li>
      </ul>
      {biography && <p className="leading-relaxed whitespace-pre-line text-foreground/90">{biography}</p>}
    </header>
  );
}
