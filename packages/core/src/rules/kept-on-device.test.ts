import { describe, expect, it } from 'vitest';
import { KEPT_COOKIE, keepsNothing, keepsSomething } from './kept-on-device.ts';

describe('what a browser keeps of its own', () => {
  it('sees a first visit in a request with neither the kept cookie nor a cookie choice', () => {
    expect(keepsNothing(undefined)).toBe(true);
    expect(keepsNothing('')).toBe(true);
    expect(keepsNothing('other=1; glentia_social=abc')).toBe(true);
    // An emptied cookie or a name that only looks alike keeps nothing.
    expect(keepsNothing(`${KEPT_COOKIE}=; cc_cookie=`)).toBe(true);
    expect(keepsNothing('my_glentia_kept=1; cc_cookie_old=1')).toBe(true);
  });

  it('sees a browser that keeps something by either cookie, wherever it stands', () => {
    expect(keepsNothing(`${KEPT_COOKIE}=1`)).toBe(false);
    expect(keepsNothing(`theme=x;  ${KEPT_COOKIE}=1 ;other=2`)).toBe(false);
    expect(keepsNothing('cc_cookie=%7B%22categories%22%3A%5B%22necessary%22%5D%7D')).toBe(false);
  });

  it('keeps something while a session, a chosen theme or language, or a device id is kept', () => {
    const nothing = { jwt: '', darkTheme: null, language: null, deviceId: null };
    expect(keepsSomething(nothing)).toBe(false);
    expect(keepsSomething({ ...nothing, jwt: 'a.b.c' })).toBe(true);
    expect(keepsSomething({ ...nothing, darkTheme: false })).toBe(true);
    expect(keepsSomething({ ...nothing, language: 'en' })).toBe(true);
    expect(keepsSomething({ ...nothing, deviceId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' })).toBe(true);
  });
});
