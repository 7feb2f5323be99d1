import { afterEach, describe, expect, it } from 'vitest';
import { directionsUrl, mapsTarget } from './directions.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const place = { lat: 35.3387, lng: 25.1442, name: 'Ταβέρνα Ο Μανώλης' };

describe('directions to a venue', () => {
  afterEach(() => {
    delete (window as { Capacitor?: unknown }).Capacitor;
  });

  it('opens the maps app of each device', () => {
    expect(mapsTarget('android', ANDROID_CHROME, 5)).toBe('android');
    expect(mapsTarget('ios', IPHONE, 5)).toBe('apple');
    expect(mapsTarget(null, IPHONE, 5)).toBe('apple');
    expect(mapsTarget(null, IPAD, 5)).toBe('apple');
    expect(mapsTarget(null, IPAD, 0)).toBe('web');
    // Android's browser has no app hand-off for geo: links everywhere: Google Maps' page it is.
    expect(mapsTarget(null, ANDROID_CHROME, 5)).toBe('web');
  });

  it('builds a geo: link, an Apple Maps link and a Google Maps directions link', () => {
    expect(directionsUrl(place, 'android')).toBe(
      `geo:35.3387,25.1442?q=${encodeURIComponent('35.3387,25.1442(Ταβέρνα Ο Μανώλης)')}`,
    );
    const apple = new URL(directionsUrl(place, 'apple'));
    expect(apple.origin).toBe('https://maps.apple.com');
    expect(apple.searchParams.get('daddr')).toBe('35.3387,25.1442');
    expect(apple.searchParams.get('q')).toBe('Ταβέρνα Ο Μανώλης');
    const google = new URL(directionsUrl(place, 'web'));
    expect(`${google.origin}${google.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(google.searchParams.get('destination')).toBe('35.3387,25.1442');
  });

  it('uses the phone app’s platform when inside it', () => {
    (window as { Capacitor?: unknown }).Capacitor = {
      isNativePlatform: () => true,
      getPlatform: () => 'android',
    };
    expect(directionsUrl(place)).toMatch(/^geo:/);
  });
});
