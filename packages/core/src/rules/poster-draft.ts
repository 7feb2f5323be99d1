/**
 * From a poster's read text to an event draft (SPEC: poster → event draft): the date, start time,
 * phone, venue and artists, each with how sure the reading is. Known venues and artists are
 * matched forgivingly (name-match.ts); a venue the poster names but Glentia does not know is kept
 * by name when the poster says what it is ("ΚΕΝΤΡΟ …", "ΤΑΒΕΡΝΑ …").
 */
import type { County } from './county.ts';
import { findKnownNames, type NamedCandidate } from './name-match.ts';
import { foldOcrText } from './ocr-text.ts';
import { readPosterDate, readPosterPhone, readPosterTime } from './poster-fields.ts';
import { normalizeSearch } from './search.ts';
import { findPlace } from './villages.ts';

export interface KnownVenue extends NamedCandidate {
  county: County | null;
}

export interface PosterDraftFields {
  date: string | null;
  time: string | null;
  telephone: string | null;
  location: { id: string | null; name: string; county: County | null } | null;
  artists: Array<{ id: string | null; name: string }>;
  confidence: { date: number; time: number; telephone: number; location: number; artists: number };
}

/** Words that introduce a venue's own name on a poster. */
const VENUE_WORDS =
  /^(κεντρο|ταβερνα|καφενειο|κουτουκι|ουζερι|ρακαδικο|εστιατοριο|αιθουσα|κτημα|μουσικη σκηνη)\s+(.{3,40})$/u;

/** A line that names an unknown venue ("ΚΕΝΤΡΟ Ο ΜΥΛΟΣ"), kept as the poster writes it. */
function unknownVenueName(lines: readonly string[]): string | null {
  for (const line of lines) {
    const match = VENUE_WORDS.exec(normalizeSearch(line));
    if (match) return line.trim();
  }
  return null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The draft a poster's text makes, seen from `today` (Crete). Read text is never exact: each field
 * comes with a confidence, lower when a letter was forgiven or the evening was assumed.
 */
export function draftFromPosterText(
  text: string,
  known: { venues: readonly KnownVenue[]; artists: readonly NamedCandidate[] },
  today: string,
): PosterDraftFields {
  const folded = foldOcrText(text);
  const lines = folded.split(/\r?\n/).filter((line) => line.trim());
  const date = readPosterDate(folded, today);
  const time = readPosterTime(folded, today);
  const telephone = readPosterPhone(folded);

  const [venue] = findKnownNames(folded, known.venues);
  const place = findPlace(folded);
  let location: PosterDraftFields['location'] = null;
  let locationConfidence = 0;
  if (venue) {
    const county = known.venues.find((candidate) => candidate.id === venue.id)?.county ?? null;
    location = { id: venue.id, name: venue.name, county: county ?? place?.county ?? null };
    locationConfidence = venue.confidence;
  } else {
    const name = unknownVenueName(lines);
    if (name) {
      location = { id: null, name, county: place?.county ?? null };
      locationConfidence = 0.4;
    } else if (place) {
      location = { id: null, name: place.name, county: place.county };
      locationConfidence = 0.3;
    }
  }

  const venueIds = new Set(venue ? [venue.id] : []);
  const artists = findKnownNames(folded, known.artists).filter((match) => !venueIds.has(match.id));
  const artistConfidence = artists.length
    ? artists.reduce((sum, match) => sum + match.confidence, 0) / artists.length
    : 0;

  return {
    date,
    time: time?.time ?? null,
    telephone,
    location,
    artists: artists.map((match) => ({ id: match.id, name: match.name })),
    confidence: {
      date: date ? 0.9 : 0,
      time: time ? (time.assumedEvening ? 0.6 : 0.9) : 0,
      telephone: telephone ? 0.9 : 0,
      location: round(locationConfidence),
      artists: round(artistConfidence),
    },
  };
}
