/**
 * Tells the uploader of an event that an admin published it or sent it back. The notification is
 * stored for their account (shown on /notifications); pushing it to their devices is the
 * notification fan-out's job, and this one function is where that plugs in.
 */
import type { Caller } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { findUserIdByUsername, findUserLanguage, insertUserNotification } from './decisions.repository.ts';

export type Decision = 'published' | 'rejected';

interface DecidedEvent {
  id: string;
  ownerId: string | null;
  publishedFrom: string | null;
  thumbnail: string | null;
  date: string;
  updatedAt: Date;
}

const TEXTS = {
  published: {
    el: {
      title: 'Το γλέντι σας δημοσιεύτηκε',
      body: (date: string) => `Το γλέντι της ${date} είναι πια στα Γλέντια.`,
    },
    en: {
      title: 'Your glenti is published',
      body: (date: string) => `Your glenti on ${date} is now on Glentia.`,
    },
  },
  rejected: {
    el: {
      title: 'Το γλέντι σας δεν δημοσιεύτηκε',
      body: (date: string, reason: string) => `Το γλέντι της ${date} δεν δημοσιεύτηκε: ${reason}`,
    },
    en: {
      title: 'Your glenti was not published',
      body: (date: string, reason: string) => `Your glenti on ${date} was not published: ${reason}`,
    },
  },
} as const;

/** `YYYY-MM-DD` as `D/M/YYYY`, the way people in Crete write a date. */
function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day}/${month}/${year}`;
}

/**
 * Stores one notification for the uploader (by account, or by username for older events); nothing
 * when the admin decided about their own event or the uploader has no account. The dedupe key
 * names the event's version, so the same decision is never told twice.
 */
export async function notifyUploaderOfDecision(
  db: DbOrTx,
  input: { event: DecidedEvent; decision: Decision; reason?: string; caller?: Caller },
): Promise<boolean> {
  const { event, decision } = input;
  if (input.caller && event.publishedFrom?.toLowerCase() === input.caller.username.toLowerCase())
    return false;
  const userId =
    event.ownerId ?? (event.publishedFrom ? await findUserIdByUsername(db, event.publishedFrom) : null);
  if (!userId) return false;
  const language = (await findUserLanguage(db, userId)) === 'en' ? 'en' : 'el';
  const date = shortDate(event.date);
  const body =
    decision === 'published'
      ? TEXTS.published[language].body(date)
      : TEXTS.rejected[language].body(date, input.reason ?? '');
  return insertUserNotification(db, {
    userId,
    title: TEXTS[decision][language].title,
    body,
    image: event.thumbnail,
    url: decision === 'published' ? `/glentia/${event.id}` : `/glenti/edit/${event.id}`,
    eventId: event.id,
    dedupeKey: `event-${decision}:${event.id}:${event.updatedAt.getTime()}`,
  });
}
