/**
 * From a poster's read text to an event draft (SPEC: poster → event draft): the date, start time,
 * booking phone, venue, artists, entry (free or a price) and ticket address, each with how sure
 * the reading is, and a description drafted from the lines left over. Known venues and artists
 * are matched forgivingly (name-match.ts); a venue the poster names but Glentia does not know is
 * kept by name when the poster says what it is ("ΚΕΝΤΡΟ …", "ΤΑΒΕΡΝΑ …").
 *
 * Confidence is calibrated on `npm run bench:posters` (README "Reading posters"): of the guesses
 * given 0.8 or more, at least 95 % must be right. Below 0.8 the form asks the person to check.
 */
import type { County } from './county.ts';
import { findKnownNames, type NamedCandidate } from './name-match.ts';
import { foldOcrText } from './ocr-text.ts';
import {
  entryUnread,
  type PosterDate,
  type PosterEntry,
  type PosterPhone,
  type PosterTime,
  readPosterDateEvidence,
  readPosterEntry,
  readPosterPhoneEvidence,
  readPosterTicketUrl,
  readPosterTime,
} from './poster-fields.ts';
import { normalizeSearch } from './search.ts';
import { DESCRIPTION_MAX_LENGTH } from './submission.ts';
import { findPlace } from './villages.ts';

export interface KnownVenue extends NamedCandidate {
  county: County | null;
}

/** How sure a guess must be to be shown as read rather than asked about. */
export const SURE_GUESS = 0.8;

export interface PosterDraftFields {
  date: string | null;
  time: string | null;
  telephone: string | null;
  location: { id: string | null; name: string; county: County | null } | null;
  artists: Array<{ id: string | null; name: string }>;
  /** Cents: 0 for free entry; null when the poster says nothing of entry. */
  entryPrice: number | null;
  ticketUrl: string | null;
  /** The poster's other lines (title, programme, sponsors), cleaned of what became fields. */
  description: string | null;
  confidence: {
    date: number;
    time: number;
    telephone: number;
    location: number;
    artists: number;
    entry: number;
  };
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

/** Names on a poster are matched forgiving the capitals a reader takes for one another. */
const READER = { readerLookalikes: true };

/** The most a field may say when the poster holds two different readings of it. */
const AMBIGUOUS = 0.5;

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A written weekday that agrees is the surest date; one digit changed to agree, or a month taken
 * from the weekday alone, is a guess.
 */
function dateConfidence(date: PosterDate | null): number {
  if (!date) return 0;
  // The month is a guess: the next one whose day falls on that weekday.
  if (date.monthGuessed) return 0.6;
  switch (date.weekday) {
    case 'agrees':
      return 0.95;
    case 'none':
      return date.monthWord ? 0.85 : 0.8;
    case 'corrected':
      return 0.7;
    case 'disagrees':
      return 0.4;
  }
}

/** A clock after "ΩΡΑ"/"στις" as printed is sure; an evening assumed or minutes changed are not. */
function timeConfidence(time: PosterTime | null): number {
  if (!time) return 0;
  if (time.minutesChanged) return 0.5;
  if (time.assumedEvening) return 0.65;
  return time.worded ? 0.95 : 0.85;
}

function phoneConfidence(phone: PosterPhone | null): number {
  if (!phone) return 0;
  if (phone.changed) return 0.5;
  if (phone.others === 0 || phone.booking) return 0.9;
  return 0.6;
}

function entryConfidence(entry: PosterEntry | null): number {
  if (!entry) return 0;
  if (entry.corrected) return 0.6;
  // "Είσοδος 86": the euro sign may have been read as the 6.
  if (entry.noCurrency) return 0.7;
  return entry.worded ? 0.9 : 0.7;
}

/**
 * What a screenshot of a social post adds around the poster: the account's handle, hashtags,
 * "Posts", "120 likes", "View all 12 comments".
 */
const SOCIAL_CHROME =
  /^(posts|reels|δημοσιευσεισ|.*\d\s*(likes|μου αρεσει|views|προβολεσ)|view all \d+ comments|δεσ και τα \d+ σχολια.*)$/u;
const HANDLE_OR_TAG = /(^|\s)(@\S+|#\S+|[a-z0-9.]*_[a-z0-9._]+)(?=\s|$)/gi;

function withoutSocialChrome(line: string): string {
  if (SOCIAL_CHROME.test(normalizeSearch(line))) return '';
  return line.replace(HANDLE_OR_TAG, ' ').replace(/\s+/g, ' ').trim();
}

/** A line that is mostly the reader's noise (specks, borders, half-letters), not words. */
function isNoise(line: string): boolean {
  const letters = line.match(/\p{L}/gu)?.length ?? 0;
  const words = line.match(/\p{L}{3,}/gu)?.length ?? 0;
  const visible = line.replace(/\s/g, '').length;
  return words === 0 || letters < 4 || letters / visible < 0.6;
}

/**
 * The description a person would start from: the poster's lines that did not become a field
 * (the title, the programme, "με την υποστήριξη …"), without the reader's noise.
 */
function leftoverDescription(lines: readonly string[], isField: (line: string) => boolean): string | null {
  const kept = lines
    .map((line) => withoutSocialChrome(line.replace(/\s+/g, ' ').trim()))
    .filter((line) => line && !isNoise(line) && !isField(line));
  const text = kept.join('\n').slice(0, DESCRIPTION_MAX_LENGTH).trim();
  return text || null;
}

/**
 * The draft a poster's text makes, seen from `today` (Crete). Read text is never exact: each field
 * comes with a confidence, lower when a letter was forgiven, a digit corrected or the evening
 * assumed.
 */
export function draftFromPosterText(
  text: string,
  known: { venues: readonly KnownVenue[]; artists: readonly NamedCandidate[] },
  today: string,
): PosterDraftFields {
  const folded = foldOcrText(text);
  const lines = folded.split(/\r?\n/).filter((line) => line.trim());
  const date = readPosterDateEvidence(folded, today);
  const time = readPosterTime(folded, today);
  const phone = readPosterPhoneEvidence(folded);
  const entry = readPosterEntry(folded);
  const ticketUrl = readPosterTicketUrl(text);

  const [venue] = findKnownNames(folded, known.venues, READER);
  const place = findPlace(folded);
  let location: PosterDraftFields['location'] = null;
  let locationConfidence = 0;
  let unknownVenueLine: string | null = null;
  if (venue) {
    const county = known.venues.find((candidate) => candidate.id === venue.id)?.county ?? null;
    location = { id: venue.id, name: venue.name, county: county ?? place?.county ?? null };
    locationConfidence = venue.confidence;
  } else {
    unknownVenueLine = unknownVenueName(lines);
    if (unknownVenueLine) {
      location = { id: null, name: unknownVenueLine, county: place?.county ?? null };
      locationConfidence = 0.4;
    } else if (place) {
      location = { id: null, name: place.name, county: place.county };
      locationConfidence = 0.3;
    }
  }

  // Another date or time elsewhere on the picture (a poster beside it on the wall, a second
  // night) makes the one taken a question, however clearly it was read.
  const otherDate = lines.some((line) => {
    const other = readPosterDateEvidence(line, today)?.date;
    return !!other && other !== date?.date;
  });
  // A bare clock does not count against a worded time: it is a phone's status bar in a
  // screenshot ("20:52") far more often than a second start time.
  const otherTime = lines.some((line) => {
    const other = readPosterTime(line, today);
    return !!other && other.time !== time?.time && (other.worded || !time?.worded);
  });

  const venueIds = new Set(venue ? [venue.id] : []);
  const artists = findKnownNames(folded, known.artists, READER).filter((match) => !venueIds.has(match.id));
  const artistConfidence = artists.length
    ? artists.reduce((sum, match) => sum + match.confidence, 0) / artists.length
    : 0;

  // A line that gave a field is left out of the description.
  const named = [
    ...(venue ? [{ id: venue.id, name: venue.name }] : []),
    ...artists.map((match) => ({ id: match.id, name: match.name })),
  ];
  const isField = (line: string) =>
    line === unknownVenueLine ||
    (date !== null && readPosterDateEvidence(line, today) !== null) ||
    (time !== null && readPosterTime(line, today) !== null) ||
    (phone !== null && readPosterPhoneEvidence(line) !== null) ||
    (entry !== null && readPosterEntry(line) !== null) ||
    (ticketUrl !== null && readPosterTicketUrl(line) !== null) ||
    findKnownNames(line, named).length > 0;

  return {
    date: date?.date ?? null,
    time: time?.time ?? null,
    telephone: phone?.phone ?? null,
    location,
    artists: artists.map((match) => ({ id: match.id, name: match.name })),
    entryPrice: entry?.cents ?? null,
    ticketUrl,
    description: leftoverDescription(lines, isField),
    confidence: {
      date: otherDate ? Math.min(dateConfidence(date), AMBIGUOUS) : dateConfidence(date),
      time: otherTime ? Math.min(timeConfidence(time), AMBIGUOUS) : timeConfidence(time),
      telephone: phoneConfidence(phone),
      location: round(locationConfidence),
      artists: round(artistConfidence),
      entry: entryConfidence(entry),
    },
  };
}

/** How many of a reading's fields were read (a date only when sure): how well it saw the poster. */
function fieldsRead(draft: PosterDraftFields): number {
  return [
    draft.date !== null && draft.confidence.date >= SURE_GUESS,
    draft.time !== null,
    draft.telephone !== null,
    draft.location !== null,
    draft.artists.length > 0,
    draft.entryPrice !== null,
  ].filter(Boolean).length;
}

/**
 * Two readings of one poster (the photo prepared two ways) made one draft: the date better backed
 * of the two, the surer entry, the phone of the reading that made out more of the poster, and each
 * other field from the first reading unless only the second found it.
 */
export function mergePosterReadings(first: PosterDraftFields, second: PosterDraftFields): PosterDraftFields {
  const secondDate =
    second.date !== null && (first.date === null || second.confidence.date > first.confidence.date);
  const secondTime = first.time === null && second.time !== null;
  // Two different numbers: the reading that made out more of the poster saw its digits better.
  const secondPhone =
    second.telephone !== null && (first.telephone === null || fieldsRead(second) > fieldsRead(first));
  const secondLocation = first.location === null && second.location !== null;
  // Artists the second reading made out that the first did not are added to the first's.
  const addedArtists = second.artists.filter(
    (artist) => !first.artists.some((found) => (found.id ?? found.name) === (artist.id ?? artist.name)),
  );
  // The surer entry: "ΕΙΣΟΔΟΣ:86" (no currency read) gives way to a second reading's «8 €».
  const secondEntry =
    second.entryPrice !== null &&
    (first.entryPrice === null || second.confidence.entry > first.confidence.entry);
  return {
    date: secondDate ? second.date : first.date,
    time: secondTime ? second.time : first.time,
    telephone: secondPhone ? second.telephone : first.telephone,
    location: secondLocation ? second.location : first.location,
    artists: [...first.artists, ...addedArtists],
    entryPrice: secondEntry ? second.entryPrice : first.entryPrice,
    ticketUrl: first.ticketUrl ?? second.ticketUrl,
    description: first.description ?? second.description,
    confidence: {
      date: (secondDate ? second : first).confidence.date,
      time: (secondTime ? second : first).confidence.time,
      telephone: (secondPhone ? second : first).confidence.telephone,
      location: (secondLocation ? second : first).confidence.location,
      artists:
        first.artists.length === 0
          ? second.confidence.artists
          : addedArtists.length === 0
            ? first.confidence.artists
            : Math.min(first.confidence.artists, second.confidence.artists),
      entry: (secondEntry ? second : first).confidence.entry,
    },
  };
}

/** A word of four or more Latin capitals ("ITEMIITH", "EIXOAOX"). */
const LATIN_CAPITALS = /(?<![\p{L}])[A-Z]{4,}(?![\p{L}])/gu;

/**
 * Whether the reader took Greek capitals for Latin ones: three or more words in Latin capitals (a
 * poster's "LIVE MUSIC" is two). A display serif's hairlines lost in a soft photo do that
 * («TIAPAAOZIAKH» for ΠΑΡΑΔΟΣΙΑΚΗ).
 */
function readAsLatin(text: string): boolean {
  return (text.match(LATIN_CAPITALS)?.length ?? 0) >= 3;
}

/**
 * Whether a reading's date is missing or in doubt, or it found no start time (every glenti poster
 * prints one), or it took Greek capitals for Latin ones and missed the venue, the artists, the
 * entry or the phone: then the photo is worth a second reading (given the first reading's text).
 */
export function needsSecondReading(draft: PosterDraftFields, text = ''): boolean {
  if (draft.date === null || draft.confidence.date < SURE_GUESS || draft.time === null) return true;
  const missing =
    draft.location === null ||
    draft.artists.length === 0 ||
    draft.entryPrice === null ||
    draft.telephone === null;
  return (
    (missing && readAsLatin(text)) ||
    (draft.entryPrice === null && entryUnread(text)) ||
    // "ΕΙΣΟΔΟΣ:86": the € may have been read as the 6; another reading may show it.
    readPosterEntry(text)?.noCurrency === true ||
    // Nearly every glenti poster prints a booking phone: a line lost to a dim corner or glare.
    draft.telephone === null
  );
}
