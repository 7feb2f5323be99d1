import { afterEach, describe, expect, it } from 'vitest';
import { isNativePlatform } from './detect.ts';

type WithCapacitor = { Capacitor?: unknown };

describe('isNativePlatform', () => {
  afterEach(() => {
    delete (window as WithCapacitor).Capacitor;
  });

  it('is false in a browser, where Capacitor is absent or says so', () => {
    expect(isNativePlatform()).toBe(false);
    (window as WithCapacitor).Capacitor = { isNativePlatform: () => false };
    expect(isNativePlatform()).toBe(false);
    (window as WithCapacitor).Capacitor = {};
    expect(isNativePlatform()).toBe(false);
  });

  it('is true inside the iOS and Android apps', () => {
    (window as WithCapacitor).Capacitor = { isNativePlatform: () => true };
    expect(isNativePlatform()).toBe(true);
  });
});
