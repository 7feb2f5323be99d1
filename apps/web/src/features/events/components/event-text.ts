import { COUNTY_NAMES, type TListedEvent } from '@glentia/core';
import { displayName } from '../../../lib/display-name.ts';
import type { Language } from '../../../stores/session.ts';

/** The venue's county in the interface language (Greek spellings in Greek), or `null` when unknown. */
export function countyName(event: Pick<TListedEvent, 'location'>, language: Language): string | null {
  const county = event.location?.county;
  return county ? COUNTY_NAMES[county][language] : null;
}

/** The artists of an event as one line, e.g. "Ψαρογιώργης · Μαριάννα" ("Psarogiorgis · Marianna" in English). */
export function artistLine(event: Pick<TListedEvent, 'artists'>, language: Language): string {
  return event.artists.map((artist) => displayName(artist.name, language)).join(' · ');
}

/** The poster to show on cards: the small version when there is one. */
export function posterUrl(event: Pick<TListedEvent, 'thumbnail' | 'image'>): string | null {
  return event.thumbnail ?? event.image;
}

/** Where an event's own page is (SPEC §2: /glentia/{id}). */
export function eventPath(event: Pick<TListedEvent, 'id'>): string {
  return `/glentia/${event.id}`;
}
