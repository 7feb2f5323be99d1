import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_REVISION,
  consentAllows,
  consentFromCookieValue,
  isCurrentChoice,
  NECESSARY_ONLY,
  reloadConsentFromCookie,
  setConsent,
} from './consent-state.ts';

const record = (categories: string[], overrides: Record<string, unknown> = {}) =>
  encodeURIComponent(
    JSON.stringify({
      categories,
      revision: CONSENT_REVISION,
      consentId: 'test',
      consentTimestamp: '2026-05-01T10:00:00.000Z',
      lastConsentTimestamp: '2026-05-01T10:00:00.000Z',
      expirationTime: Date.parse('2030-01-01T00:00:00Z'),
      ...overrides,
    }),
  );

const NOW = Date.parse('2026-06-01T12:00:00Z');

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the banner's own cookie is what is under test
  document.cookie = 'cc_cookie=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

describe('consent state', () => {
  afterEach(() => {
    clearCookie();
    setConsent(NECESSARY_ONLY);
  });

  it('is necessary only when no choice was made, e.g. the banner hid itself from an automated browser', () => {
    clearCookie();
    reloadConsentFromCookie();
    expect(consentAllows('analytics')).toBe(false);
    expect(consentAllows('ads')).toBe(false);
    expect(consentFromCookieValue(undefined, NOW)).toEqual(NECESSARY_ONLY);
    expect(consentFromCookieValue('', NOW)).toEqual(NECESSARY_ONLY);
  });

  it('reads what the stored choice allows', () => {
    expect(consentFromCookieValue(record(['necessary']), NOW)).toEqual({ analytics: false, ads: false });
    expect(consentFromCookieValue(record(['necessary', 'analytics']), NOW)).toEqual({
      analytics: true,
      ads: false,
    });
    expect(consentFromCookieValue(record(['necessary', 'analytics', 'ads']), NOW)).toEqual({
      analytics: true,
      ads: true,
    });
  });

  it('treats an old revision, an expired or a broken record as no choice', () => {
    const all = ['necessary', 'analytics', 'ads'];
    expect(consentFromCookieValue(record(all, { revision: CONSENT_REVISION - 1 }), NOW)).toEqual(
      NECESSARY_ONLY,
    );
    expect(consentFromCookieValue(record(all, { expirationTime: NOW - 1 }), NOW)).toEqual(NECESSARY_ONLY);
    expect(consentFromCookieValue('%7Bnot json', NOW)).toEqual(NECESSARY_ONLY);
    expect(consentFromCookieValue(record(all, { categories: 'ads' }), NOW)).toEqual(NECESSARY_ONLY);
  });

  it('tells a current choice from one the banner would ask again, as the banner itself judges it', () => {
    const all = ['necessary', 'analytics', 'ads'];
    expect(isCurrentChoice(record(['necessary']), NOW)).toBe(true);
    expect(isCurrentChoice(record(all), NOW)).toBe(true);
    expect(isCurrentChoice(undefined, NOW)).toBe(false);
    expect(isCurrentChoice(record(all, { revision: CONSENT_REVISION + 1 }), NOW)).toBe(false);
    expect(isCurrentChoice(record(all, { expirationTime: NOW }), NOW)).toBe(false);
    expect(isCurrentChoice(record(all, { consentId: '' }), NOW)).toBe(false);
    expect(isCurrentChoice(record(all, { consentTimestamp: undefined }), NOW)).toBe(false);
    expect(isCurrentChoice(record(all, { lastConsentTimestamp: undefined }), NOW)).toBe(false);
    expect(isCurrentChoice('null', NOW)).toBe(false);
    // Such a record grants nothing either, whatever its categories say.
    expect(consentFromCookieValue(record(all, { consentId: undefined }), NOW)).toEqual(NECESSARY_ONLY);
  });

  it('follows the cookie the banner writes, and a later change or withdrawal', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the banner writes this cookie in the app
    document.cookie = `cc_cookie=${record(['necessary', 'analytics', 'ads'])}; path=/`;
    reloadConsentFromCookie();
    expect(consentAllows('ads')).toBe(true);
    setConsent({ analytics: false, ads: false });
    expect(consentAllows('ads')).toBe(false);
    expect(consentAllows('analytics')).toBe(false);
  });
});
