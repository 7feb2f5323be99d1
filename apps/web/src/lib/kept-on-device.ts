/**
 * Keeps the cookie `glentia_kept=1` (core's kept-on-device.ts) in step with what this browser
 * keeps: set while it keeps a session, a chosen theme or language, or a device id; gone when it
 * keeps none of them. A page asked for without it (and without a cookie choice) is a first visit's:
 * the server marks it, and its first script reads nothing before the first paint.
 *
 * Written once the browser is idle after the start, and again whenever what is kept changes. Every
 * start writes it again: a browser may keep a cookie written by a script for only a week (Safari).
 */
import { KEPT_COOKIE, keepsSomething } from '@glentia/core';
import { useSession } from '../stores/session.ts';
import { existingDeviceId, onDeviceIdCreated } from './device.ts';

/** The longest a browser keeps a cookie (400 days). */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Whether this browser keeps anything the first paint or the app's start depends on. */
export function keptOnDevice(): boolean {
  const { jwt, appSettings } = useSession.getState();
  return keepsSomething({
    jwt,
    darkTheme: appSettings.darkTheme,
    language: appSettings.language,
    deviceId: existingDeviceId(),
  });
}

function writeKeptCookie(kept: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = kept ? `1; Max-Age=${MAX_AGE_SECONDS}` : '; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: one flag, written where no Cookie Store API is.
  document.cookie = `${KEPT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/** Starts keeping the cookie in step; returns a function that stops it. */
export function startKeptCookie(): () => void {
  // What the cookie says, as far as known: a page the server marked as a first visit's came
  // without it.
  let written: boolean | null = 'nothingKept' in document.documentElement.dataset ? false : null;
  /** `again`: write it even if unchanged, to renew it. */
  const sync = (again: boolean) => {
    const kept = keptOnDevice();
    if (kept === written && !(again && kept)) return;
    written = kept;
    writeKeptCookie(kept);
  };
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  let stopped = false;
  idle(() => {
    if (!stopped) sync(true);
  });
  const stopSession = useSession.subscribe((state, previous) => {
    if (state.jwt !== previous.jwt || state.appSettings !== previous.appSettings) sync(false);
  });
  const stopDevice = onDeviceIdCreated(() => sync(false));
  return () => {
    stopped = true;
    stopSession();
    stopDevice();
  };
}
