import { useEffect, useState } from 'react';

/** SPEC §9: give up finding the visitor after 10 seconds. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export interface UserPosition {
  lat: number;
  lng: number;
}

/**
 * The visitor's position, asked for once. A refusal, a timeout or a browser without geolocation
 * all leave it `null` quietly: the map simply shows no circle.
 */
export function useUserPosition(): UserPosition | null {
  const [position, setPosition] = useState<UserPosition | null>(null);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return;
    let active = true;
    try {
      navigator.geolocation.getCurrentPosition(
        (found) => {
          if (active) setPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
        },
        () => undefined,
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000, enableHighAccuracy: false },
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback.
    }
    return () => {
      active = false;
    };
  }, []);
  return position;
}
