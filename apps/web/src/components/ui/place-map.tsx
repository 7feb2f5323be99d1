import type { GreekGender } from '@glentia/core';
import { ExternalLink, LogIn, MapPin, Navigation } from 'lucide-react';
import { useState } from 'react';
import { directionsUrl, mapsTarget } from '../../lib/directions.ts';
import { displayAddress, displayName } from '../../lib/display-name.ts';
import { useBrowserValue } from '../../lib/drawing.ts';
import { formatCount, formatDecimal } from '../../lib/format.ts';
import { venueWords } from '../../lib/greek-phrases.ts';
import { currentIntlLocale, useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router/index.ts';
import { buttonClass } from './button.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CRETE_ASPECT, CRETE_TOWNS, CreteMap, type MapTown } from './crete-map.tsx';
import { RatingStars } from './rating-stars.tsx';

/** The external map of a place, by its coordinates (opened in a new tab, never embedded). */
export function externalMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

interface PlaceMapProps {
  name: string;
  /** The admin's gender of the venue name, for the Greek article ("τη θέση της Ταβέρνας…"). */
  gender?: GreekGender | null | undefined;
  lat: number | null;
  lng: number | null;
  address?: string | null | undefined;
  rating?: number | null | undefined;
  ratingsTotal?: number | null | undefined;
  /**
   * False when this visitor may not use maps (SPEC §6: maps need login): the map is blurred and
   * offers login (returning to `loginRedirect`) or the external map instead.
   */
  allowed?: boolean;
  loginRedirect?: string;
  headingId: string;
}

/**
 * The map block of event and venue pages (SPEC §2): a drawn map around the place, its address and
 * map rating; a click asks before opening the external map in a new tab.
 */
export function PlaceMap({
  name,
  gender,
  lat,
  lng,
  address,
  rating,
  ratingsTotal,
  allowed = true,
  loginRedirect,
  headingId,
}: PlaceMapProps) {
  const { t, i18n } = useTranslation('placeMap');
  const language = i18n.resolvedLanguage ?? 'el';
  const words = venueWords(name, gender, language);
  const [confirming, setConfirming] = useState(false);
  const locale = currentIntlLocale();
  const hasPoint = lat !== null && lng !== null;
  const hasRating = typeof rating === 'number' && rating > 0;
  // The server draws the generic directions; the device's own maps app right after.
  const target = useBrowserValue(() => mapsTarget(), 'web');
  if (!hasPoint && !address) return null;
  const url = hasPoint ? externalMapsUrl(lat, lng) : null;
  const directions = hasPoint ? directionsUrl({ lat, lng, name }, target) : undefined;
  const towns: MapTown[] = CRETE_TOWNS.map(([key, townLat, townLng]) => ({
    name: t(`towns.${key}`),
    lat: townLat,
    lng: townLng,
    label: key === 'sitia' ? 'above' : 'below',
  }));
  const total =
    typeof ratingsTotal === 'number'
      ? t('reviews', { count: ratingsTotal, total: formatCount(ratingsTotal, locale) })
      : undefined;
  const ratingText = hasRating ? formatDecimal(rating, locale, 1) : '';

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card"
    >
      <h2 id={headingId} className="px-5 pt-4 text-lg font-bold">
        {t('title')}
      </h2>
      <div className="md:grid md:grid-cols-[3fr_2fr] md:items-center">
        {hasPoint && url && allowed && (
          <div
            aria-hidden="true"
            onClick={() => setConfirming(true)}
            className="mt-3 cursor-pointer md:mb-4 md:ml-5 md:overflow-hidden md:rounded-2xl"
          >
            <CreteMap
              lat={lat}
              lng={lng}
              towns={towns}
              className="w-full"
              style={{ aspectRatio: CRETE_ASPECT }}
            />
          </div>
        )}
        {hasPoint && url && !allowed && (
          <div
            className="relative mt-3 min-h-52 overflow-hidden md:mb-4 md:ml-5 md:rounded-2xl"
            data-testid="map-locked"
          >
            <CreteMap
              lat={lat}
              lng={lng}
              towns={towns}
              fit="slice"
              className="absolute inset-0 size-full scale-105 blur-[3px]"
            />
            <div className="relative flex min-h-52 flex-col items-center justify-center gap-3 bg-surface/45 p-4 text-center">
              <p className="rounded-full bg-surface px-3 py-1 text-sm font-semibold shadow-card">
                {t('locked.message')}
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Link
                  to={`/login?redirect=${encodeURIComponent(loginRedirect ?? '/')}`}
                  className={buttonClass({ variant: 'primary' })}
                >
                  <LogIn aria-hidden="true" className="size-4" />
                  {t('locked.login')}
                </Link>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass({ variant: 'secondary' })}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('locked.external')}
                  <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
              </div>
            </div>
          </div>
        )}
        <div className="space-y-1.5 px-5 py-4">
          {address && (
            <p className="flex items-start gap-2 text-sm">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>
                {displayAddress(address, language)}
                {displayAddress(address, language) !== address && (
                  // The address as written, to show a driver or match with a sign.
                  <span lang="el" data-testid="address-greek" className="block text-muted">
                    {address}
                  </span>
                )}
              </span>
            </p>
          )}
          {hasRating && (
            <RatingStars
              rating={rating}
              locale={locale}
              {...(total ? { total } : {})}
              label={
                typeof ratingsTotal === 'number'
                  ? t('rating', {
                      rating: ratingText,
                      total: formatCount(ratingsTotal, locale),
                      count: ratingsTotal,
                    })
                  : t('ratingNoTotal', { rating: ratingText })
              }
            />
          )}
          <div className="flex flex-wrap gap-2 pt-2">
            {url && allowed && (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={buttonClass({ variant: 'secondary' })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('open')}
                <span className="sr-only">: {displayName(name, language)}</span>
              </button>
            )}
            {hasPoint && (
              // The device's own maps app plans the way there (not behind login: it is not our map).
              <a
                href={directions}
                // A geo: link is handed to Android's maps app; only web addresses get a new tab.
                {...(directions?.startsWith('geo:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                aria-label={t('directionsLabel', { venueAcc: words.venueAcc })}
                data-testid="directions-link"
                className={buttonClass({ variant: 'primary' })}
              >
                <Navigation aria-hidden="true" className="size-4" />
                {t('directions')}
              </a>
            )}
          </div>
        </div>
      </div>
      {url && (
        <ConfirmDialog
          open={confirming}
          title={t('confirm.title')}
          message={t('confirm.message', { venueOf: words.venueOf })}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            window.open(url, '_blank', 'noopener,noreferrer');
          }}
        />
      )}
    </section>
  );
}
