/**
 * The words the app's own sentences put around a venue or a date. Greek needs the article and case
 * ("στην Ταβέρνα του Αντώνη", "τη θέση της Ταβέρνας…", "Έγινε την Κυριακή 6 Δεκεμβρίου"), so the
 * Greek texts take these ready-made phrases; English texts get the name in Latin letters and the date.
 */
import { atVenue, type GreekGender, greekDate, ofVenue, venuePhrase } from '@glentia/core';
import { displayName } from './display-name.ts';
import { formatLongDate } from './format.ts';

export interface VenueWords {
  /** "στην Ταβέρνα του Αντώνη" — English: the name. */
  venueAt: string;
  /** "της Ταβέρνας του Αντώνη" — English: the name. */
  venueOf: string;
  /** "την Ταβέρνα του Αντώνη" (after για, σε…) — English: the name. */
  venueAcc: string;
}

export function venueWords(
  name: string,
  gender: GreekGender | null | undefined,
  language: string,
): VenueWords {
  if (language !== 'el') {
    const shown = displayName(name, language);
    return { venueAt: shown, venueOf: shown, venueAcc: shown };
  }
  return {
    venueAt: atVenue(name, gender),
    venueOf: ofVenue(name, gender),
    venueAcc: venuePhrase(name, 'acc', gender),
  };
}

/** "την Παρασκευή 3 Ιουλίου 2026" in Greek; "Friday 3 July 2026" in English. */
export function dateOn(date: string, language: string, locale: string): string {
  return language === 'el' ? greekDate(date, 'acc', { year: true }) : formatLongDate(date, locale);
}
