import { describe, expect, it } from 'vitest';
import { detectDeviceLanguage, requestLanguageSource } from './device-language.ts';

const chrome =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('a request’s device language', () => {
  it('reads the first accepted language, as the browser reports it to the app', () => {
    expect(detectDeviceLanguage(requestLanguageSource('el-GR,el;q=0.9,en;q=0.8', chrome))).toBe('el');
    expect(detectDeviceLanguage(requestLanguageSource('en-US,en;q=0.9,el;q=0.8', chrome))).toBe('en');
    expect(detectDeviceLanguage(requestLanguageSource(' el ', chrome))).toBe('el');
    expect(detectDeviceLanguage(requestLanguageSource(undefined, chrome))).toBe('en');
    expect(detectDeviceLanguage(requestLanguageSource('en-US', googlebot))).toBe('el');
  });
});
