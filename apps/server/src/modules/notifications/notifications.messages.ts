/**
 * The words of each notification Glentia sends, in the recipient's language. Dates are Crete dates,
 * spoken as people read them, with the article and case the sentence needs ("Το γλέντι της
 * Παρασκευής 3 Ιουλίου ακυρώθηκε"), and venues with theirs ("στην Ταβέρνα του Αντώνη").
 */
import {
  atVenue,
  formatSpokenDate,
  type GreekCase,
  type GreekGender,
  greekDate,
  hasGreek,
  type TEventChange,
  type TEventSnapshot,
  transliterateElot,
} from '@glentia/core';
import type { Language } from '../../lib/language.ts';

export interface NotificationTexts {
  title: string;
  body: string;
}

/**
 * When it is, in the case the Greek sentence needs: "την Κυριακή 6 Δεκεμβρίου, 21:30" (acc),
 * "της Κυριακής 6 Δεκεμβρίου" (gen); no article in titles and lists ("Κυριακή 6 Δεκεμβρίου").
 */
function when(
  event: Pick<TEventSnapshot, 'date' | 'time'>,
  language: Language,
  grammaticalCase: GreekCase | 'bare' = 'bare',
): string {
  if (language === 'en') {
    const day = formatSpokenDate(event.date, 'en-GB');
    return event.time ? `${day} at ${event.time}` : day;
  }
  const day =
    grammaticalCase === 'bare'
      ? greekDate(event.date, 'nom', { article: false })
      : greekDate(event.date, grammaticalCase);
  return event.time ? `${day}, ${event.time}` : day;
}

/** A name as a reader of the language can read it: Greek names in Latin letters (ELOT 743) in English. */
export function nameFor(name: string, language: Language): string {
  return language === 'en' && hasGreek(name) ? transliterateElot(name) : name;
}

function venueOf(event: Pick<TEventSnapshot, 'venue'>, language: Language): string {
  return event.venue ? nameFor(event.venue, language) : language === 'el' ? 'Γλέντι' : 'Glenti';
}

/** " στην Ταβέρνα του Αντώνη" / " at Taverna tou Antoni", or nothing without a venue. */
function atVenueOf(venue: string | null, gender: GreekGender | null | undefined, language: Language): string {
  if (!venue) return '';
  return language === 'el' ? ` ${atVenue(venue, gender)}` : ` at ${nameFor(venue, language)}`;
}

function lineUp(event: TEventSnapshot, language: Language): string {
  return event.artists
    .slice(0, 4)
    .map((artist) => nameFor(artist, language))
    .join(', ');
}

/** To followers of the venue or an artist: a new glenti of theirs is out. */
export function publishedTexts(event: TEventSnapshot, language: Language): NotificationTexts {
  const venue = venueOf(event, language);
  const artists = lineUp(event, language);
  const date = when(event, language);
  return language === 'el'
    ? { title: `Νέο γλέντι: ${venue}`, body: artists ? `${artists} · ${date}` : date }
    : { title: `New glenti: ${venue}`, body: artists ? `${artists} · ${date}` : date };
}

/** To those who saved it: the glenti was canceled or moved. */
export function changedTexts(
  event: TEventSnapshot,
  change: TEventChange,
  language: Language,
): NotificationTexts {
  const venue = venueOf(event, language);
  if (change.kind === 'canceled') {
    return language === 'el'
      ? { title: `Ακυρώθηκε: ${venue}`, body: `Το γλέντι ${when(event, 'el', 'gen')} ακυρώθηκε.` }
      : { title: `Cancelled: ${venue}`, body: `The glenti on ${when(event, 'en')} has been cancelled.` };
  }
  const at = atVenueOf(event.venue, event.venueGender, language);
  return language === 'el'
    ? {
        title: `Άλλαξε: ${venue}`,
        body: `Δεν γίνεται πια ${when(change.before, 'el', 'acc')}· τώρα γίνεται ${when(event, 'el', 'acc')}${at}.`,
      }
    : {
        title: `Changed: ${venue}`,
        body: `Was ${when(change.before, 'en')}; now ${when(event, 'en')}${at}.`,
      };
}

/** To those who saved it: the glenti was removed from Glentia. */
export function deletedTexts(event: TEventSnapshot, language: Language): NotificationTexts {
  const venue = venueOf(event, language);
  return language === 'el'
    ? {
        title: `Αφαιρέθηκε: ${venue}`,
        body: `Το γλέντι ${when(event, 'el', 'gen')} δεν υπάρχει πια στα Γλέντια.`,
      }
    : { title: `Removed: ${venue}`, body: `The glenti on ${when(event, 'en')} is no longer on Glentia.` };
}

/** To the uploader: their glenti was published, or not. */
export function uploaderTexts(
  event: TEventSnapshot,
  outcome: 'published' | 'rejected',
  reason: string | null,
  language: Language,
): NotificationTexts {
  const what = `${venueOf(event, language)} · ${when(event, language)}`;
  if (outcome === 'published') {
    return language === 'el'
      ? { title: 'Το γλέντι σου δημοσιεύτηκε', body: what }
      : { title: 'Your glenti is published', body: what };
  }
  const why = reason ? ` ${reason}` : '';
  return language === 'el'
    ? { title: 'Το γλέντι σου δεν δημοσιεύτηκε', body: `${what}.${why}` }
    : { title: 'Your glenti was not published', body: `${what}.${why}` };
}

/** A phone reminder kept among the notifications: the venue, and when the glenti starts. */
export function reminderTexts(event: TEventSnapshot, language: Language): NotificationTexts {
  const date = when(event, language);
  return {
    title: venueOf(event, language),
    body: language === 'el' ? `Υπενθύμιση: ${date}` : `Reminder: ${date}`,
  };
}

/** To someone who asked to run a venue: approved (they run it now) or refused, with the reason. */
export function claimTexts(
  target: string,
  outcome: 'approved' | 'refused',
  reason: string | null,
  language: Language,
): NotificationTexts {
  if (outcome === 'approved') {
    return language === 'el'
      ? { title: 'Το αίτημά σου εγκρίθηκε', body: `Διαχειρίζεσαι πλέον τη σελίδα «${target}».` }
      : { title: 'Your claim is approved', body: `You now run the page “${target}”.` };
  }
  const why = reason ? ` ${reason}` : '';
  return language === 'el'
    ? { title: 'Το αίτημά σου δεν εγκρίθηκε', body: `«${target}».${why}` }
    : { title: 'Your claim was not approved', body: `“${target}”.${why}` };
}

/** The weekly digest as a push: how many nights of those they follow, until when, and whose. */
export interface DigestSummary {
  /** The digest's last night (the Wednesday after its Thursday), `YYYY-MM-DD`. */
  to: string;
  nights: number;
  /** The first few artists and venues of those nights, as written. */
  names: string[];
}

/** To someone who chose the weekly digest by push: their week in one line. */
export function digestTexts(digest: DigestSummary, language: Language): NotificationTexts {
  const names = digest.names
    .slice(0, 3)
    .map((name) => nameFor(name, language))
    .join(', ');
  const tail = names ? `: ${names}` : '';
  if (language === 'en') {
    const count = digest.nights === 1 ? '1 glenti' : `${digest.nights} glentia`;
    return {
      title: 'Your week on Glentia',
      body: `${count} of those you follow until ${formatSpokenDate(digest.to, 'en-GB')}${tail}`,
    };
  }
  const count = digest.nights === 1 ? '1 γλέντι' : `${digest.nights} γλέντια`;
  return {
    title: 'Η εβδομάδα σου στα Γλέντια',
    body: `${count} όσων ακολουθείς ως ${greekDate(digest.to, 'acc')}${tail}`,
  };
}

/** What a stored notification tells, kept so that its words follow the reader's language. */
export type NotificationStory =
  | { kind: 'event-published'; snapshot: TEventSnapshot }
  | { kind: 'event-changed'; snapshot: TEventSnapshot; change: TEventChange }
  | { kind: 'event-deleted'; snapshot: TEventSnapshot }
  | { kind: 'uploader'; snapshot: TEventSnapshot; outcome: 'published' | 'rejected'; reason: string | null }
  | { kind: 'reminder'; snapshot: TEventSnapshot }
  | { kind: 'claim'; target: string; outcome: 'approved' | 'refused'; reason: string | null }
  | ({ kind: 'digest' } & DigestSummary);

/** The title and body of a notification's story in one language. */
export function storyTexts(story: NotificationStory, language: Language): NotificationTexts {
  switch (story.kind) {
    case 'event-published':
      return publishedTexts(story.snapshot, language);
    case 'event-changed':
      return changedTexts(story.snapshot, story.change, language);
    case 'event-deleted':
      return deletedTexts(story.snapshot, language);
    case 'uploader':
      return uploaderTexts(story.snapshot, story.outcome, story.reason, language);
    case 'reminder':
      return reminderTexts(story.snapshot, language);
    case 'claim':
      return claimTexts(story.target, story.outcome, story.reason, language);
    case 'digest':
      return digestTexts(story, language);
  }
}
