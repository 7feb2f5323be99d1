import {
  COUNTY_NAMES,
  formatPhoneDisplay,
  phoneHref,
  responsiveImage,
  type TArtist,
  type TLocation,
  type TopicKind,
} from '@glentia/core';
import { Globe, Headphones, MapPin, Phone } from 'lucide-react';
import defaultArtistImage from '../../../assets/default-artist.svg';
import defaultVenueImage from '../../../assets/default-venue.svg';
import { InfoTooltip } from '../../../components/ui/info-tooltip.tsx';
import { InstagramIcon } from '../../../components/ui/instagram-icon.tsx';
import { NameWithGreek } from '../../../components/ui/name-with-greek.tsx';
import { cn } from '../../../lib/cn.ts';
import { displayName, greekLangOf } from '../../../lib/display-name.ts';
import { formatCount } from '../../../lib/format.ts';
import { currentIntlLocale, currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { FollowButton, FollowerCount } from '../../follows/components/follow-button.tsx';
import { ShareButton } from '../../share/components/share-button.tsx';

/** Its own picture, or its Instagram one; null means the drawn default (a lyra, a music hall). */
export function profileImage(profile: Pick<TArtist | TLocation, 'image' | 'igProfile'>): string | null {
  return profile.image ?? profile.igProfile?.profilePicture ?? null;
}

/** An artist's own biography in the reader's language, else in the other one; null when none. */
function ownBiography(profile: TArtist | TLocation): string | null {
  if (!('bio' in profile)) return null;
  const language = currentLanguage();
  return profile.bio[language] ?? profile.bio[language === 'el' ? 'en' : 'el'] ?? null;
}

const pillClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold shadow-card hover:bg-surface-muted';

/**
 * The top of an artist's or a venue's page (SPEC §2): picture, name, the venue's county, followers
 * on Glentia (and the artist's on Spotify), Follow and Share, the Instagram, phone and website
 * links, and the biography.
 */
export function ProfileHeader({ kind, profile }: { kind: TopicKind; profile: TArtist | TLocation }) {
  const { t, i18n } = useTranslation('profiles');
  const { t: ts } = useTranslation('share');
  const picture = profileImage(profile);
  const instagram = profile.igProfile?.username;
  const venue = 'county' in profile ? profile : null;
  const website = venue?.website ?? profile.igProfile?.website ?? null;
  const phone = venue?.phone ?? null;
  const biography = ownBiography(profile) ?? profile.igProfile?.biography;
  const listeners = 'spotifyArtist' in profile ? profile.spotifyArtist?.followers.total : undefined;
  const path = kind === 'artist' ? `/artist/${profile.id}` : `/location/${profile.id}`;
  const shareText = ts('message.profile', { name: profile.name });

  return (
    <header className="space-y-4">
      <div className="flex items-center gap-4">
        <img
          src={picture ?? (kind === 'artist' ? defaultArtistImage : defaultVenueImage)}
          {...responsiveImage(picture, '7rem')}
          alt={picture ? t(`${kind}.imageAlt`, { name: profile.name }) : t(`${kind}.defaultImageAlt`)}
          width={112}
          height={112}
          className={cn(
            'size-24 shrink-0 bg-surface-muted object-cover shadow-card sm:size-28',
            kind === 'artist' ? 'rounded-full' : 'rounded-3xl',
          )}
        />
        <div className="min-w-0 space-y-1.5">
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance">
            <NameWithGreek name={profile.name} language={i18n.resolvedLanguage} />
          </h1>
          {venue?.county && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground">
              <MapPin aria-hidden="true" className="size-3.5" />
              {COUNTY_NAMES[venue.county][i18n.resolvedLanguage]}
            </span>
          )}
          <FollowerCount topicId={profile.id} initial={profile.followers}>
            {venue && (
              <InfoTooltip
                label={t('location.autoProfile.label')}
                text={t('location.autoProfile.text')}
                className="-my-2"
              />
            )}
          </FollowerCount>
          {typeof listeners === 'number' && (
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <Headphones aria-hidden="true" className="size-4 shrink-0" />
              <span data-testid="artist-listeners">
                {t('artist.listeners', {
                  count: listeners,
                  total: formatCount(listeners, currentIntlLocale()),
                })}
              </span>
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <FollowButton
          topicId={profile.id}
          kind={kind}
          name={displayName(profile.name, i18n.resolvedLanguage)}
          className="min-w-36 flex-1"
        />
        <ShareButton path={path} text={shareText} className="min-w-36 flex-1" />
      </div>
      {(instagram || phone || website) && (
        <ul className="flex flex-wrap gap-2">
          {instagram && (
            <li>
              <a
                href={`https://instagram.com/${encodeURIComponent(instagram)}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('links.instagramLabel', { name: `@${instagram}` })}
                className={pillClass}
              >
                <InstagramIcon className="size-4" />@{instagram}
              </a>
            </li>
          )}
          {phone && (
            <li>
              <a
                href={phoneHref(phone)}
                aria-label={t('links.phoneLabel', { phone: formatPhoneDisplay(phone) })}
                className={pillClass}
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="tabular-nums">{formatPhoneDisplay(phone)}</span>
              </a>
            </li>
          )}
          {website && (
            <li>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('links.websiteLabel', {
                  name: displayName(profile.name, i18n.resolvedLanguage),
                })}
                className={pillClass}
              >
                <Globe aria-hidden="true" className="size-4" />
                {t('links.website')}
              </a>
            </li>
          )}
        </ul>
      )}
      {biography && (
        <p
          lang={greekLangOf(biography, i18n.resolvedLanguage)}
          className="leading-relaxed whitespace-pre-line text-foreground/90"
        >
          {biography}
        </p>
      )}
    </header>
  );
}
