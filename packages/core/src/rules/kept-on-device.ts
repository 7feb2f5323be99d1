/**
 * Whether a browser keeps anything of its own for Glentia. The app keeps a reader's session,
 * settings and device id in local storage, which the server never sees, so while it keeps any of
 * them it also sets the cookie `glentia_kept=1`. A request that carries neither that cookie nor a
 * cookie choice (`cc_cookie`) comes from a browser that keeps nothing: a first visit. The server
 * marks such a page (`data-nothing-kept` on `<html>`), and the page's first script (theme-init.js)
 * then reads neither the local storage nor the cookies, each a wait on the browser process before
 * the first paint (README, "What makes the first screen fast").
 */

import { cookieValue } from './cookie-header.ts';

export const KEPT_COOKIE = 'glentia_kept';

/** The cookie of the banner's cookie choice (vanilla-cookieconsent's), read by the app and the server. */
export const CONSENT_COOKIE = 'cc_cookie';

/** Whether a request's `Cookie` header shows a browser that keeps nothing of Glentia's. */
export function keepsNothing(cookieHeader: string | undefined): boolean {
  return !cookieValue(cookieHeader, KEPT_COOKIE) && !cookieValue(cookieHeader, CONSENT_COOKIE);
}

/** What the app keeps that the first paint depends on, as `keepsSomething` reads it. */
export interface KeptOnDevice {
  /** The access token: empty when signed out. */
  jwt: string;
  /** The theme chosen, or `null` to follow the device. */
  darkTheme: boolean | null;
  /** The language chosen, or `null` for the device's. */
  language: string | null;
  /** This device's id, if it has one. */
  deviceId: string | null;
}

/** Whether the browser keeps something that changes its first paint or how its app starts. */
export function keepsSomething(kept: KeptOnDevice): boolean {
  return kept.jwt !== '' || kept.darkTheme !== null || kept.language !== null || kept.deviceId !== null;
}
