import { COUNTY_NAMES, formatPhoneDisplay, phoneHref, type TLocation } from '@glentia/core';
import { Globe, MapPin, Phone, Users } from 'lucide-react';
import defaultVenueImage from '../../../assets/default-venue.svg';
import { InfoTooltip } from '../../../components/ui/info-tooltip.tsx';
import { InstagramIcon } from '../../../components/ui/instagram-icon.tsx';
import { formatCount } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import '../texts.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold shadow-card hover:bg-surface-muted';

/** The venue's picture: its own, its Instagram one, or a drawn music hall. */
export function venueImage(location: Pick<TLocation, 'image' | 'igProfile'>): string | null {
  return location.image ?? location.igProfile?.profilePicture ?? null;
}

/**
 * The top of the venue page (SPEC §2): picture, name, county, followers with a note that the
 * profile was made automatically, links (Instagram, phone, website) and the biography.
 */
export function VenueProfile({ location }: { location: TLocation }) {
  const { t, i18n } = useTranslation('venues');
  const locale = currentIntlLocale();
  const picture = venueImage(location);
  const instagram = location.igProfile?.username;
  const website = location.website ?? location.igProfile?.website ?? null;
  const biography = location.igProfile?.biography;
  return (
    <header className="space-y-4">
      <div className="flex items-center gap-4">
        <img
          src={picture ?? defaultVenueImage}
          alt={picture ? t('imageAlt', { name: location.name }) : t('defaultImageAlt')}
          width={112}
          height={112}
          className="size-24 shrink-0 rounded-3xl bg-surface-muted object-cover shadow-card sm:size-28"
        />
        <div className="min-w-0 space-y-1.5">
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance">
            {location.name}
          </h1>
          {location.county && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground">
              <MapPin aria-hidden="true" className="size-3.5" />
              {COUNTY_NAMES[location.county][i18n.resolvedLanguage]}
            </span>
          )}
          <div className="flex items-center gap-1 text-sm text-muted">
            <Users aria-hidden="true" className="size-4" />
            <span data-testid="venue-followers">
              {t('followers', { count: location.followers, total: formatCount(location.followers, locale) })}
            </span>
            <InfoTooltip label={t('autoProfile.label')} text={t('autoProfile.text')} className="-my-2" />
          </div>
        </div>
      </div>
      {(instagram || location.phone || website) && (
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
          {location.phone && (
            <li>
              <a
                href={phoneHref(location.phone)}
                aria-label={t('links.phoneLabel', { phone: formatPhoneDisplay(location.phone) })}
                className={linkClass}
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="tabular-nums">{formatPhoneDisplay(location.phone)}</span>
              </a>
            </li>
          )}
          {website && (
            <li>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('links.websiteLabel', { name: location.name })}
                className={linkClass}
              >
                <Globe aria-hidden="true" className="size-4" />
                {t('links.website')}
              </a>
            </li>
          )}
        </ul>
      )}
      {biography && <p className="leading-relaxed whitespace-pre-line text-foreground/90">{biography}</p>}
    </header>
  );
}
