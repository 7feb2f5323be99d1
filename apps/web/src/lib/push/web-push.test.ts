import { describe, expect, it } from 'vitest';
import { applicationServerKey, needsRegistration, PUSH_REFRESH_MS } from './web-push.ts';

describe('needsRegistration', () => {
  const now = Date.UTC(2026, 6, 3);
  it('registers a new or changed subscription', () => {
    expect(needsRegistration(null, 'a', now)).toBe(true);
    expect(needsRegistration({ token: 'a', at: now - 1000 }, 'b', now)).toBe(true);
  });
  it('registers the same subscription again only after 7 days', () => {
    expect(needsRegistration({ token: 'a', at: now - 1000 }, 'a', now)).toBe(false);
    expect(needsRegistration({ token: 'a', at: now - PUSH_REFRESH_MS + 1 }, 'a', now)).toBe(false);
    expect(needsRegistration({ token: 'a', at: now - PUSH_REFRESH_MS }, 'a', now)).toBe(true);
  });
});

describe('applicationServerKey', () => {
  it('decodes a base64url VAPID key into its 65 bytes', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = applicationServerKey(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
