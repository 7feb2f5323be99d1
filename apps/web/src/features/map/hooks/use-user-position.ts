import type { LatLng } from '@glentia/core';
import { useEffect } from 'react';
import { useNearMe } from '../../near-me/near-me-store.ts';

export type UserPosition = LatLng;

/**
 * The visitor's position for the map, asked for once when the map opens (shared with the
 * timeline's "near me"). A refusal, a timeout or a browser without geolocation all leave it `null`
 * quietly: the map simply shows no circle and no "near me" list.
 */
export function useUserPosition(): UserPosition | null {
  const position = useNearMe((state) => state.position);
  useEffect(() => {
    if (useNearMe.getState().status === 'idle') void useNearMe.getState().locate();
  }, []);
  return position;
}
