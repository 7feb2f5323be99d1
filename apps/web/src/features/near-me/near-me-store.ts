/**
 * "Near me" (SPEC §9 geolocation): the device's position, asked for only when the visitor wants it
 * (the browser's own permission prompt is the consent), and whether lists are sorted by it. Kept in
 * memory only: the position is never stored on the device.
 */
import type { LatLng } from '@glentia/core';
import { create } from 'zustand';
import { shareDeviceLocation } from './api/put-device-location.ts';

/** SPEC §9: give up finding the visitor after 10 seconds. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export type NearMeStatus = 'idle' | 'locating' | 'ready' | 'denied' | 'unavailable';

interface NearMeState {
  position: LatLng | null;
  status: NearMeStatus;
  /** The timeline shows the nearest venues first. */
  sortNear: boolean;
  /** Asks the device where it is (once at a time); resolves with the position, or null. */
  locate: () => Promise<LatLng | null>;
  /** Turns the near-me order on (finding the position first) or off. */
  setSortNear: (on: boolean) => Promise<void>;
}

let pending: Promise<LatLng | null> | null = null;

function readPosition(): Promise<LatLng | null | 'denied'> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve(null);
      return;
    }
    try {
      navigator.geolocation.getCurrentPosition(
        (found) => resolve({ lat: found.coords.latitude, lng: found.coords.longitude }),
        (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : null),
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000, enableHighAccuracy: false },
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback.
      resolve(null);
    }
  });
}

export const useNearMe = create<NearMeState>()((set, get) => ({
  position: null,
  status: 'idle',
  sortNear: false,
  locate: () => {
    pending ??= (async () => {
      set({ status: 'locating' });
      const found = await readPosition();
      pending = null;
      if (found === 'denied' || found === null) {
        set({ status: found === 'denied' ? 'denied' : 'unavailable', sortNear: false });
        return null;
      }
      set({ position: found, status: 'ready' });
      shareDeviceLocation(found);
      return found;
    })();
    return pending;
  },
  setSortNear: async (on) => {
    if (!on) {
      set({ sortNear: false });
      return;
    }
    const position = get().position ?? (await get().locate());
    set({ sortNear: position !== null });
  },
}));

/** For tests: back to a visitor who was never asked. */
export function resetNearMe(): void {
  pending = null;
  useNearMe.setState({ position: null, status: 'idle', sortNear: false });
}
