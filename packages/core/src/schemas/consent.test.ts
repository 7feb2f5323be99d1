import { describe, expect, it } from 'vitest';
import { ZLogConsentBody } from './consent.ts';

/** What the consent banner (vanilla-cookieconsent 3) sends after "accept all". */
const choice = () => ({
  cookie: {
    categories: ['necessary', 'analytics', 'ads'],
    revision: 1,
    data: null,
    consentTimestamp: '2026-11-24T05:00:00.123Z',
    consentId: '0d5f1e9e-4bd7-4f44-9d1c-3b3b1d3b2a11',
    services: { necessary: [], analytics: [], ads: [] },
    languageCode: 'el',
    lastConsentTimestamp: '2026-11-24T05:00:00.123Z',
    expirationTime: 1_795_000_000_000,
  },
  account: 'maria',
});

describe('ZLogConsentBody', () => {
  it('takes the banner’s record as it sends it', () => {
    expect(ZLogConsentBody.safeParse(choice()).success).toBe(true);
    expect(ZLogConsentBody.safeParse({ ...choice(), account: null }).success).toBe(true);
  });

  it('refuses fields the banner does not send, at either level', () => {
    expect(ZLogConsentBody.safeParse({ ...choice(), extra: 1 }).success).toBe(false);
    const body = choice();
    expect(ZLogConsentBody.safeParse({ ...body, cookie: { ...body.cookie, note: 'x' } }).success).toBe(false);
  });

  it('refuses large or made-up values', () => {
    const body = choice();
    const withCookie = (cookie: Record<string, unknown>) =>
      ZLogConsentBody.safeParse({ ...body, cookie: { ...body.cookie, ...cookie } }).success;
    expect(withCookie({ data: { blob: 'x'.repeat(100_000) } })).toBe(false);
    expect(withCookie({ categories: ['necessary', 'tracking'] })).toBe(false);
    expect(withCookie({ categories: Array(50).fill('necessary') })).toBe(false);
    expect(withCookie({ services: { tracking: [] } })).toBe(false);
    expect(withCookie({ services: { analytics: Array(100).fill('x') } })).toBe(false);
    expect(withCookie({ consentId: 'x'.repeat(1000) })).toBe(false);
    expect(withCookie({ consentTimestamp: 'yesterday' })).toBe(false);
    expect(withCookie({ languageCode: 'el'.repeat(100) })).toBe(false);
    expect(ZLogConsentBody.safeParse({ ...body, account: 'x'.repeat(201) }).success).toBe(false);
  });
});
