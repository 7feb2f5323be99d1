import { contract, isInCreteArea, type LatLng, type TDeviceLocationBody } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';

/** The last position sent in this visit: the same place is not sent again. */
let lastSent: string | null = null;

/**
 * `PUT /api/public/device-location` (SPEC §7): keeps the position this device chose to share. Only
 * positions in Crete and its seas are accepted by the server, so others are not sent at all; a
 * failure is not the visitor's concern.
 */
export function shareDeviceLocation(position: LatLng): void {
  if (!isInCreteArea(position)) return;
  // About 100 m: a phone's position jitters more than that between two readings.
  const body: TDeviceLocationBody = {
    lat: Math.round(position.lat * 1000) / 1000,
    lng: Math.round(position.lng * 1000) / 1000,
  };
  const key = `${body.lat},${body.lng}`;
  if (key === lastSent) return;
  lastSent = key;
  call(contract.devices.saveLocation, { body }, { background: true }).catch(() => {
    lastSent = null;
  });
}

/** For tests: forget what was sent. */
export function resetSharedDeviceLocation(): void {
  lastSent = null;
}
