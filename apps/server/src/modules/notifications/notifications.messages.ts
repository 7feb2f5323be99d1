/**
 * The words of each notification Glentia sends, in the recipient's language. Dates are Crete dates,
 * spoken as people read them ("Παρασκευή 3 Ιουλίου").
 */
import type { Language } from '../../lib/language.ts';

/** What a notification needs to know about its event, taken when the cause happened. */
export interface EventSnapshot {
  id: string;
  date: string;
  time: string | null;
  venue: string | null;
  artists: string[];
  image: string | null;
  ownerId: string | null;
}

export type EventChange =
  | { kind: 'canceled' }
  | { kind: 'moved'; before: { date: string; time: string | null; venue: string | null } };

export interface NotificationTexts {
  title: string;
  body: string;
}

const LOCALES: Record<Language, string> = { el: 'el-GR', en: 'en-GB' };

function spokenDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Athens',
  }).format(new Date(`${date}T10:00:00Z`));
}

function when(event: Pick<EventSnapshot, 'date' | 'time'>, language: Language): string {
  const day = spokenDate(event.date, language);
  if (!event.time) return day;
  return language === 'el' ? `${day}, ${event.time}` : `${day} at ${event.time}`;
}

function venueOf(event: Pick<EventSnapshot, 'venue'>, language: Language): string {
  return event.venue ?? (language === 'el' ? 'Γλέντι' : 'Glenti');
}

function lineUp(event: EventSnapshot): string {
  return event.artists.slice(0, 4).join(', ');
}

/** To followers of the venue or an artist: a new glenti of theirs is out. */
export function publishedTexts(event: EventSnapshot, language: Language): NotificationTexts {
  const venue = venueOf(event, language);
  const artists = lineUp(event);
  const date = when(event, language);
  return language === 'el'
    ? { title: `Νέο γλέντι: ${venue}`, body: artists ? `${artists} · ${date}` : date }
    : { title: `New glenti: ${venue}`, body: artists ? `${artists} · ${date}` : date };
}

/** To those who saved it: the glenti was canceled or moved. */
export function changedTexts(
  event: EventSnapshot,
  change: EventChange,
  language: Language,
): NotificationTexts {
  const venue = venueOf(event, language);
  if (change.kind === 'canceled') {
    const date = when(event, language);
    return language === 'el'
      ? { title: `Ακυρώθηκε: ${venue}`, body: `Το γλέντι της ${date} ακυρώθηκε.` }
      : { title: `Canceled: ${venue}`, body: `The glenti on ${date} has been canceled.` };
  }
  const now = when(event, language);
  const from = when(change.before, language);
  return language === 'el'
    ? { title: `Άλλαξε: ${venue}`, body: `Από ${from}, τώρα ${now}, στο ${venue}.` }
    : { title: `Changed: ${venue}`, body: `Was ${from}; now ${now}, at ${venue}.` };
}

/** To those who saved it: the glenti was removed from Glentia. */
export function deletedTexts(event: EventSnapshot, language: Language): NotificationTexts {
  const venue = venueOf(event, language);
  const date = when(event, language);
  return language === 'el'
    ? { title: `Αφαιρέθηκε: ${venue}`, body: `Το γλέντι της ${date} δεν υπάρχει πια στα Γλέντια.` }
    : { title: `Removed: ${venue}`, body: `The glenti on ${date} is no longer on Glentia.` };
}

/** To the uploader: their glenti was published, or not. */
export function uploaderTexts(
  event: EventSnapshot,
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
export function reminderTexts(event: EventSnapshot, language: Language): NotificationTexts {
  const date = when(event, language);
  return {
    title: venueOf(event, language),
    body: language === 'el' ? `Υπενθύμιση: ${date}` : `Reminder: ${date}`,
  };
}
