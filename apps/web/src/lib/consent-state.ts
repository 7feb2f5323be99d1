/**
 * What the visitor's cookie choice allows (SPEC §9 categories: necessary, analytics, ads), readable
 * from the first render without loading the banner: it is read from the banner's own cookie and
 * kept up to date by consent.ts when a choice is made or changed.
 *
 * No choice is "necessary only". That includes a browser the banner hides itself from because it
 * looks automated (VITE_CONSENT_HIDE_FROM_BOTS): nothing beyond the necessary runs there.
 */
import { create } from 'zustand';

/** Raise to ask everyone again (e.g. when a new kind of cookie is added). */
export const CONSENT_REVISION = 1;

export const CONSENT_COOKIE = 'cc_cookie';

/** The optional categories; `necessary` is always on. */
export type ConsentCategory = 'analytics' | 'ads';

export type ConsentState = Record<ConsentCategory, boolean>;

export const NECESSARY_ONLY: ConsentState = Object.freeze({ analytics: false, ads: false });

/** The categories a stored `cc_cookie` value grants: necessary only unless it is valid and current. */
export function consentFromCookieValue(value: string | null | undefined, now = Date.now()): ConsentState {
  if (!value) return NECESSARY_ONLY;
  try {
    const record = JSON.parse(decodeURIComponent(value)) as {
      categories?: unknown;
      revision?: unknown;
      expirationTime?: unknown;
    };
    if (record.revision !== CONSENT_REVISION || !Array.isArray(record.categories)) return NECESSARY_ONLY;
    if (typeof record.expirationTime === 'number' && record.expirationTime <= now) return NECESSARY_ONLY;
    return consentFromCategories(record.categories);
  } catch {
    return NECESSARY_ONLY;
  }
}

export function consentFromCategories(categories: readonly unknown[]): ConsentState {
  return { analytics: categories.includes('analytics'), ads: categories.includes('ads') };
}

function readConsentCookie(): ConsentState {
  if (typeof document === 'undefined') return NECESSARY_ONLY;
  const prefix = `${CONSENT_COOKIE}=`;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return consentFromCookieValue(entry?.slice(prefix.length));
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
