/**
 * "Directions" to a venue in the device's own maps app (SPEC §9 geolocation): Android's apps answer
 * `geo:` links, iPhones open Apple Maps from maps.apple.com, everything else gets Google Maps'
 * directions page, which starts from the visitor's position.
 */
import { nativePlatform } from './platform/detect.ts';

export type MapsTarget = 'android' | 'apple' | 'web';

/** Where directions open on this device. iPads on iPadOS 13+ say "Macintosh" but have touch. */
export function mapsTarget(
  platform = nativePlatform(),
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): MapsTarget {
  if (platform === 'android') return 'android';
  if (platform === 'ios') return 'apple';
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'apple';
  return 'web';
}

export function directionsUrl(
  place: { lat: number; lng: number; name: string },
  target: MapsTarget = mapsTarget(),
): string {
  const point = `${place.lat},${place.lng}`;
  switch (target) {
    case 'android':
      return `geo:${point}?q=${encodeURIComponent(`${point}(${place.name})`)}`;
    case 'apple':
      return `https://maps.apple.com/?${new URLSearchParams({ daddr: point, q: place.name })}`;
    default:
      return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: point })}`;
  }
}
