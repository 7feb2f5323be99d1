import { describe, expect, it } from 'vitest';
import {
  applyPhoneMask,
  formatPhoneDisplay,
  isCompleteMaskedPhone,
  normalizePhone,
  phoneHref,
} from './phone.ts';

describe('phone display', () => {
  it.each([
    ['+302810123456', '+30 281 0123 456'],
    ['6971234567', '697 1234 567'],
    ['+30 697 1234 567', '+30 697 1234 567'],
    ['+306982366295', '+30 698 2366 295'],
    ['00302810123456', '+30 281 0123 456'],
    ['28210 12345', '282 1012 345'],
    ['+4915112345678', '+491 5112 345 678'],
    ['00302810123456789', '003 0281 012 345 6789'],
  ])('%s shows as %s', (stored, shown) => {
    expect(formatPhoneDisplay(stored)).toBe(shown);
  });
  it('normalizes and links', () => {
    expect(normalizePhone(' +30 (2810) 123-456 ')).toBe('+302810123456');
    expect(phoneHref('+30 2810 123456')).toBe('tel:+302810123456');
  });
});

/** What a typed booking phone becomes in the mask: +30 first, then groups of 3, 4 and 3 digits. */
const MASKED: Record<string, string> = {
  '6971234567': '+30 697 1234 567',
  '697': '+30 697 ____ ___',
  '+30 697 123 4567': '+30 697 1234 567',
  '0030 2810 123456': '+30 281 0123 456',
  '69712345678999': '+30 697 1234 567',
};

describe('booking phone mask', () => {
  it.each(Object.entries(MASKED))('%s fills the mask as %s', (typed, masked) => {
    expect(applyPhoneMask(typed)).toBe(masked);
  });
  it('sends only a complete mask', () => {
    expect(isCompleteMaskedPhone('+30 697 1234 567')).toBe(true);
    expect(isCompleteMaskedPhone('+30 697 1234 5__')).toBe(false);
    expect(isCompleteMaskedPhone('')).toBe(false);
  });
});
