/**
 * Whose favourites, follows, notifications and push registrations: a signed-in user's, or a
 * visitor's device's (SPEC §7: every request carries the device id). Services take an `Owner`, so
 * one route serves both (`ownerOf` in http/auth.ts finds it).
 */
import type { RequestDevice } from '../http/device.ts';
import { BadRequestError } from './errors.ts';

export type Owner = { userId: string } | { deviceId: string };

/** The visitor's device as an owner; a request without a device id cannot own anything. */
export function deviceOwner(device: RequestDevice | null): { deviceId: string } {
  if (!device) {
    throw new BadRequestError(
      {
        el: 'Λείπει το αναγνωριστικό της συσκευής. Ανανέωσε τη σελίδα και δοκίμασε ξανά.',
        en: 'The device id is missing. Reload the page and try again.',
      },
      'DEVICE_REQUIRED',
    );
  }
  return { deviceId: device.id };
}

/** A short stable text for an owner (`u:…` or `d:…`), used in de-duplication keys. */
export function ownerKey(owner: Owner): string {
  return 'userId' in owner ? `u:${owner.userId}` : `d:${owner.deviceId}`;
}
