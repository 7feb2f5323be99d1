/**
 * What a shared Glentia link shows in Facebook, Viber, WhatsApp, X and search results: Open Graph
 * and Twitter-card tags, and for events a schema.org `Event`. Pure functions of the public shapes;
 * texts are Greek, the language most people sharing Glentia links read.
 */
import {
  athensOffsetMinutes,
  COUNTY_NAMES,
  formatLongDate,
  hasGreek,
  type TArtist,
  type TEvent,
  type TLocation,
  transliterateElot,
} from '@glentia/core';
import { type Language, pageAddress } from '../../lib/language.ts';
import { displayTitle } from '../events/events.presenter.ts';
import type { ShareImage } from './share-images.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the picture, when there is one. */
  image: string | null;
  /** The pictures a preview names, a JPEG first (filled in by the service from `image`). */
  images: ShareImage[];
  type: 'website' | 'article' | 'profile' | 'music.musician' | 'place';
  /** schema.org data, written as a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /** The page's feeds without their extension (`…/feeds/location/{id}`), announced as alternates. */
  feed?: string;
  /** The language of the texts (Greek unless told); `url` is the page's address in it. */
  language?: Language;
  /** The page's address in each language, for `hreflang` alternates. */
  alternates?: Record<Language, string>;
}

/** A name an English reader can read: Greek names in Latin letters (ELOT 743). */
function nameIn(name: string, language: Language): string {
  return language === 'en' && hasGreek(name) ? transliterateElot(name) : name;
}

/** The page's address in each language, and its own in `language`. */
function addresses(url: string, language: Language) {
  const alternates = { el: url, en: pageAddress(url, 'en') };
  return { url: alternates[language], alternates, language };
}

export const SITE_NAME = 'Γλέντια';
const DESCRIPTION_LIMIT = 200;

/** An absolute URL for a stored path (`/uploads/...`); absolute URLs stay as they are. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  try {
    return new URL(pathOrUrl, `${publicUrl}/`).toString();
  } catch {
    return null;
  }
}

function truncate(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1).trimEnd()}…`;
}

/** `2026-07-03T22:00:00+03:00`: the instant on Crete's clock, with its offset. */
export function athensIsoWithOffset(iso: string): string {
  const instant = new Date(iso);
  const offset = athensOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

function countyName(county: TLocation['county'], language: Language = 'el'): string | null {
  return county ? COUNTY_NAMES[county][language] : null;
}

const COUNTRY = /^(Ελλάδα|Ελλάς|Greece|Hellas)$/i;
const POSTAL_CODE = /\b\d{3}\s?\d{2}\b/;
const COUNTY_PART = /^(Περιφερειακή Ενότητα|Περιφέρεια|Δήμος|Δημοτική Ενότητα)\b/;

/**
 * The street and town of a venue's written address ("Αγίου Τίτου 12, Ηράκλειο 712 02, Ελλάδα",
 * or a place search's longer "Κέντρο Χ, 12, Οδός Υ, Ανώγεια, Δήμος …, 740 51, Ελλάδα"): the first
 * part that is neither the venue's name nor a postal code (with a house number before it joined
 * on), and the town beside the postal code, or the part after the street.
 */
export function streetAndTown(
  address: string | null | undefined,
  venueName: string,
): { street: string | null; town: string | null } {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !COUNTRY.test(part) && part !== venueName.trim());
  const withCode = parts.find((part) => POSTAL_CODE.test(part));
  const codeTown = withCode?.replace(POSTAL_CODE, '').trim() || null;
  const rest = parts.filter((part) => part !== withCode && !COUNTY_PART.test(part));
  let [street = null, next = null] = rest;
  if (street && /^\d+[a-zA-Zα-ωΑ-Ω]?$/.test(street) && next) {
    street = `${next} ${street}`;
    next = rest[2] ?? null;
  }
  return { street, town: codeTown ?? (rest.length > 1 ? next : null) };
}

function placeOf(
  location: NonNullable<TEvent['location']>,
  publicUrl: string,
  writtenAddress: string | null,
) {
  const { street, town } = streetAndTown(writtenAddress, location.name);
  const locality = town ?? countyName(location.county);
  return {
    '@type': 'Place',
    name: location.name,
    url: `${publicUrl}/location/${location.id}`,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(locality ? { addressLocality: locality } : {}),
      ...(location.postalCode ? { postalCode: location.postalCode } : {}),
      addressRegion: 'Κρήτη',
      addressCountry: 'GR',
    },
    ...(location.lat != null && location.lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng } }
      : {}),
  };
}

/**
 * A schema.org `Offer` when the entry price or a ticket link is known: the price in euro (free
 * entry is 0), where to book (the ticket link, or the event's page), and since when.
 */
function offerOf(event: TEvent, pageUrl: string): Record<string, unknown> | null {
  if (event.entryPrice === null && !event.ticketUrl) return null;
  return {
    '@type': 'Offer',
    ...(event.entryPrice !== null ? { price: event.entryPrice / 100, priceCurrency: 'EUR' } : {}),
    availability: 'https://schema.org/InStock',
    url: event.ticketUrl ?? pageUrl,
    validFrom: athensIsoWithOffset(event.createdAt),
  };
}

/**
 * The link preview and schema.org `Event` of an event page. `writtenAddress` is its venue's
 * address as written (street, town), which the event's own venue summary does not carry.
 */
export function eventPageMeta(
  event: TEvent,
  publicUrl: string,
  writtenAddress: string | null = null,
  language: Language = 'el',
): PageMeta {
  if (language === 'en') return englishEventPageMeta(event, publicUrl);
  const url = `${publicUrl}/glentia/${event.id}`;
  const name = displayTitle(event);
  const title = event.canceled ? `Ακυρώθηκε: ${name}` : name;
  const image = absoluteUrl(publicUrl, event.instagramImage ?? event.image);
  const where = event.location
    ? [event.location.name, countyName(event.location.county)].filter(Boolean).join(', ')
    : null;
  const when = [formatLongDate(event.date, 'el-GR'), event.time].filter(Boolean).join(', ');
  const artists = event.artists.map((artist) => artist.name).join(', ');
  const summary = [when, where, artists].filter(Boolean).join(' · ');
  const description = truncate(event.description ? `${summary}. ${event.description}` : summary);

  const offer = offerOf(event, url);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    startDate: event.startAt ? athensIsoWithOffset(event.startAt) : event.date,
    ...(event.endAt ? { endDate: athensIsoWithOffset(event.endAt) } : {}),
    eventStatus: event.canceled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.location ? { location: placeOf(event.location, publicUrl, writtenAddress) } : {}),
    ...(image ? { image: [image] } : {}),
    description,
    performer: event.artists.map((artist) => ({
      '@type': 'Person',
      name: artist.name,
      url: `${publicUrl}/artist/${artist.id}`,
    })),
    ...(offer ? { offers: offer } : {}),
    organizer: { '@type': 'Organization', name: 'Glentia', url: publicUrl },
    url,
    inLanguage: 'el',
  };
  return { title, description, image, images: [], type: 'article', jsonLd, ...addresses(url, 'el') };
}

/**
 * The English preview of an event page: the names in Latin letters, dates in British English, and
 * the description only when it is written in English (a Greek one stays on the page).
 */
function englishEventPageMeta(event: TEvent, publicUrl: string): PageMeta {
  const greek = eventPageMeta(event, publicUrl, 'el');
  const venue = event.location ? nameIn(event.location.name, 'en') : null;
  const name = nameIn(displayTitle(event), 'en');
  const title = event.canceled ? `Cancelled: ${name}` : name;
  const where = event.location
    ? [venue, countyName(event.location.county, 'en')].filter(Boolean).join(', ')
    : null;
  const when = [formatLongDate(event.date, 'en-GB'), event.time].filter(Boolean).join(', ');
  const artists = event.artists.map((artist) => nameIn(artist.name, 'en')).join(', ');
  const summary = [when, where, artists].filter(Boolean).join(' · ');
  const english = event.description && !hasGreek(event.description) ? event.description : null;
  const description = truncate(
    english ? `${summary}. ${english}` : `${summary}. Live Cretan music on Glentia.`,
  );
  const { url, alternates } = addresses(`${publicUrl}/glentia/${event.id}`, 'en');
  return {
    ...greek,
    title,
    description,
    url,
    alternates,
    language: 'en',
    ...(greek.jsonLd ? { jsonLd: { ...greek.jsonLd, name: title, description, url, inLanguage: 'en' } } : {}),
  };
}

/** The link preview of a venue page. */
export function locationPageMeta(
  location: TLocation,
  publicUrl: string,
  language: Language = 'el',
): PageMeta {
  if (language === 'en') {
    const name = nameIn(location.name, 'en');
    const where = [countyName(location.county, 'en'), 'Crete'].filter(Boolean).join(', ');
    return {
      title: name,
      description: truncate(`${name} · ${where}: the venue's next glentia and live music.`),
      ...addresses(`${publicUrl}/location/${location.id}`, 'en'),
      image: absoluteUrl(publicUrl, location.image ?? location.igProfile?.profilePicture),
      images: [],
      type: 'place',
    };
  }
  const where = [countyName(location.county), 'Κρήτη'].filter(Boolean).join(', ');
  const about = location.igProfile?.biography ?? location.meta?.formatted_address ?? null;
  return {
    title: location.name,
    description: truncate(
      [`${location.name} · ${where}: τα επόμενα γλέντια και η ζωντανή μουσική του μαγαζιού.`, about]
        .filter(Boolean)
        .join(' '),
    ),
    ...addresses(`${publicUrl}/location/${location.id}`, 'el'),
    image: absoluteUrl(publicUrl, location.image ?? location.igProfile?.profilePicture),
    images: [],
    type: 'place',
  };
}

/** The link preview of an artist page. */
export function artistPageMeta(artist: TArtist, publicUrl: string, language: Language = 'el'): PageMeta {
  if (language === 'en') {
    const name = nameIn(artist.name, 'en');
    return {
      title: name,
      description: truncate(`${name}: upcoming glentia and appearances in Crete.`),
      ...addresses(`${publicUrl}/artist/${artist.id}`, 'en'),
      image: absoluteUrl(publicUrl, artist.image ?? artist.igProfile?.profilePicture),
      images: [],
      type: 'profile',
    };
  }
  const about = artist.igProfile?.biography ?? null;
  return {
    title: artist.name,
    description: truncate(
      [`${artist.name}: τα επόμενα γλέντια και οι εμφανίσεις στην Κρήτη.`, about].filter(Boolean).join(' '),
    ),
    ...addresses(`${publicUrl}/artist/${artist.id}`, 'el'),
    image: absoluteUrl(publicUrl, artist.image ?? artist.igProfile?.profilePicture),
    images: [],
    type: 'profile',
  };
}
