/**
 * Tells the server which language this reader reads Glentia in, so that notifications, pushes and
 * e-mails reach them in it: the account's when signed in, otherwise the device's (only a device
 * that already has its id: one without favourites, follows or notifications has nothing to hear).
 * Sent when the language or the account changes, and when the device first gets its id; once each,
 * and one at a time, in order: a switch made while an earlier language is on its way is sent after
 * it, so the server keeps the last one chosen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { existingDeviceId, onDeviceIdCreated } from '../../../lib/device.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { decodeTokenPayload } from '../../../lib/jwt.ts';
import { type Language, useSession } from '../../../stores/session.ts';
import { notificationsQueryKey } from '../../notifications/api/get-notifications.ts';
import { updateSettings } from '../api/update-settings.ts';

const SENT_STORAGE_KEY = 'glentia.languageSent';
/** The mark being sent now: a second effect before its answer does not send it again. */
let sending: string | null = null;
/** The latest mark asked for while another was on its way: sent after it. */
let queued: { mark: string; language: Language } | null = null;

function readSent(): string | null {
  try {
    return localStorage.getItem(SENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeSent(value: string): void {
  try {
    localStorage.setItem(SENT_STORAGE_KEY, value);
  } catch {
    // no storage: sent again on the next start
  }
}

/** Whose language it is: `u:<account>` or `d:<device>`, or null for a visitor with no device id yet. */
function readerKey(jwt: string): string | null {
  if (jwt) {
    const sub = decodeTokenPayload(jwt)?.sub;
    return typeof sub === 'string' ? `u:${sub}` : null;
  }
  const device = existingDeviceId();
  return device ? `d:${device}` : null;
}

function sendLanguage(mark: string, language: Language): void {
  if (sending) {
    // The one on its way may be an older choice: the newest goes after it, unless it is the same.
    queued = sending === mark ? null : { mark, language };
    return;
  }
  if (readSent() === mark) return;
  sending = mark;
  // Nobody asked for it on this screen: offline it is dropped without the alert.
  updateSettings({ language }, { background: true })
    .then(
      () => writeSent(mark),
      () => {
        // Offline or refused: tried again on the next change or start.
      },
    )
    .finally(() => {
      sending = null;
      const next = queued;
      queued = null;
      if (next) sendLanguage(next.mark, next.language);
    });
}

/** Sends `language` as the reader's, when there is a reader to send it for (see `readerKey`). */
function sendForReader(language: Language): void {
  const reader = readerKey(useSession.getState().jwt);
  if (reader) sendLanguage(`${reader}:${language}`, language);
}

export function useLanguageSync(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const jwt = useSession((state) => state.jwt);
  const queryClient = useQueryClient();

  // A device that gets its id now (its first favourite, or a request that names it) is a reader
  // from now on. Sent from here, not by drawing again: a state change at that moment made React
  // start adopting the page over again (the first request of a signed-in start creates the id).
  useEffect(() => onDeviceIdCreated(() => sendForReader(language)), [language]);

  // Stored notifications are written in the language they are read in: ask for them again.
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  }, [language, queryClient]);

  // The reader is read from the store, not from this drawing: while the app adopts a page the server
  // drew, its first drawing sees no session (as the server did), and the account's language would
  // be sent as the device's, then as the account's again, on every drawn page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session is a reason to send
  useEffect(() => sendForReader(language), [language, jwt]);
}
