/**
 * What the visitor's cookie choice allows (SPEC §9 categories: necessary, analytics, ads), readable
 * from the first render without loading the banner: it is read from the banner's own cookie and
 * kept up to date by consent.ts when a choice is made or changed.
 *
 * No choice is "necessary only". That includes a browser the banner hides itself from because it
 * looks automated (VITE_CONSENT_HIDE_FROM_BOTS): nothing beyond the necessary runs there.
 */
import { CONSENT_COOKIE } from '@glentia/core';
import { create } from 'zustand';

/** Raise to ask everyone again (e.g. when a new kind of cookie is added). */
export const CONSENT_REVISION = 1;

export { CONSENT_COOKIE };

/** The optional categories; `necessary` is always on. */
export type ConsentCategory = 'analytics' | 'ads';

export type ConsentState = Record<ConsentCategory, boolean>;

export const NECESSARY_ONLY: ConsentState = Object.freeze({ analytics: false, ads: false });

interface ConsentRecord {
  categories: unknown[];
}

/**
 * A stored `cc_cookie` value, if it holds a current choice: as the banner itself judges it (a
 * consent id, both timestamps, the categories, this revision), and not expired. Anything else is
 * no choice, and the banner asks again.
 */
function currentRecord(value: string | null | undefined, now: number): ConsentRecord | null {
  if (!value) return null;
  try {
    const record = JSON.parse(decodeURIComponent(value)) as Record<string, unknown> | null;
    if (!record || record.revision !== CONSENT_REVISION || !Array.isArray(record.categories)) return null;
    if (typeof record.consentId !== 'string' || !record.consentId) return null;
    if (!record.consentTimestamp || !record.lastConsentTimestamp) return null;
    if (typeof record.expirationTime === 'number' && record.expirationTime <= now) return null;
    return { categories: record.categories };
  } catch {
    return null;
  }
}

/** The categories a stored `cc_cookie` value grants: necessary only unless it is valid and current. */
export function consentFromCookieValue(value: string | null | undefined, now = Date.now()): ConsentState {
  const record = currentRecord(value, now);
  return record ? consentFromCategories(record.categories) : NECESSARY_ONLY;
}

/** Whether a stored `cc_cookie` value is a current choice, so the banner has nothing to ask. */
export function isCurrentChoice(value: string | null | undefined, now = Date.now()): boolean {
  return currentRecord(value, now) !== null;
}

export function consentFromCategories(categories: readonly unknown[]): ConsentState {
  return { analytics: categories.includes('analytics'), ads: categories.includes('ads') };
}

function consentCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${CONSENT_COOKIE}=`;
  return document.cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function readConsentCookie(): ConsentState {
  return consentFromCookieValue(consentCookie());
}

/** Whether this browser holds a current cookie choice (the banner's own test, without the banner). */
export function hasCurrentChoice(): boolean {
  return isCurrentChoice(consentCookie());
}

export const useConsent = create<ConsentState>()(() => readConsentCookie());

/** Does the visitor's current choice allow this category? Read at the moment of sending. */
export function consentAllows(category: ConsentCategory): boolean {
  return useConsent.getState()[category];
}

/** Applies a choice the banner reports (first choice, change, or withdrawal). */
export function setConsent(state: ConsentState): void {
  useConsent.setState({ analytics: state.analytics, ads: state.ads });
}

/** For tests: read the cookie again. */
export function reloadConsentFromCookie(): void {
  setConsent(readConsentCookie());
}
