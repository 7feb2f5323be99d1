import { COUNTY_NAMES, type TEvent } from '@glentia/core';
import { pageOrigin } from '../../../lib/drawing.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { venueWords } from '../../../lib/greek-phrases.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import type { ShareImageTexts } from '../lib/share-image-layout.ts';

/** What the share image and share messages say about an event, in the interface language. */
export function useEventShareTexts(event: TEvent): { image: ShareImageTexts; message: string } {
  const { t, i18n } = useTranslation('share');
  const language = i18n.resolvedLanguage;
  const locale = currentIntlLocale();
  const venue = event.location?.name ?? '';
  const county = event.location?.county ? COUNTY_NAMES[event.location.county][language] : '';
  const artists = event.artists.map((artist) => artist.name).join(' · ');
  const date = formatLongDate(event.date, locale);
  const venueLine = [venue, county].filter(Boolean).join(', ');
  const title = event.title?.trim() || venue || artists;
  const subtitle = event.title?.trim() ? venueLine : [county, artists].filter(Boolean).join(' · ');
  return {
    image: {
      title,
      subtitle,
      date: event.time ? `${date} · ${event.time}` : date,
      brand: t('image.brand'),
      host: pageOrigin().replace(/^[a-z]+:\/\//, ''),
    },
    message: venue
      ? t('message.event', { venueAt: venueWords(venue, event.location?.gender, language).venueAt, date })
      : t('message.eventNoVenue', { date }),
  };
}
