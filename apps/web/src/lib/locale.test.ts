import { describe, expect, it } from 'vitest';
import { addressLanguage, detectDeviceLanguage, isBot, resolveLanguage } from './locale.ts';

const chrome =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('interface language', () => {
  it('uses Greek for Greek devices and English for every other language', () => {
    expect(detectDeviceLanguage({ languages: ['el-GR', 'en'], userAgent: chrome })).toBe('el');
    expect(detectDeviceLanguage({ language: 'el', userAgent: chrome })).toBe('el');
    expect(detectDeviceLanguage({ languages: ['en-US'], userAgent: chrome })).toBe('en');
    expect(detectDeviceLanguage({ languages: ['de-DE', 'el'], userAgent: chrome })).toBe('en');
    expect(detectDeviceLanguage({})).toBe('en');
  });

  it('gives bots Greek whatever language they announce', () => {
    expect(isBot(googlebot)).toBe(true);
    expect(isBot(chrome)).toBe(false);
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36'),
    ).toBe(false);
    expect(detectDeviceLanguage({ languages: ['en-US'], userAgent: googlebot })).toBe('el');
  });

  it('prefers the language the visitor chose over the device', () => {
    expect(resolveLanguage('el', { languages: ['en-US'] })).toBe('el');
    expect(resolveLanguage('en', { languages: ['el-GR'] })).toBe('en');
    expect(resolveLanguage(null, { languages: ['el-GR'] })).toBe('el');
    expect(resolveLanguage(undefined, { languages: ['fr'] })).toBe('en');
  });
});

describe('the language of an address', () => {
  it('reads ?lang=en and ?lang=el, and nothing else', () => {
    expect(addressLanguage('?lang=en')).toBe('en');
    expect(addressLanguage('?q=lyra&lang=EL')).toBe('el');
    expect(addressLanguage('?lang=fr')).toBeNull();
    expect(addressLanguage('')).toBeNull();
  });
});
