/**
 * Whose things a call is about: the server keeps favourites, follows and push registrations by
 * account when the call carries a token, otherwise by device (SPEC §7).
 */
import { contract, type TRegisterTokenBody } from '@glentia/core';
import { useSession } from '../stores/session.ts';
import { call } from './api-client.ts';
import { existingDeviceId } from './device.ts';

export function isLoggedInNow(): boolean {
  return useSession.getState().jwt !== '';
}

/**
 * Whether there can be anything of this visitor's kept on the server: signed in, or a device id
 * made earlier for something of their own. If not, their lists are empty without asking, so
 * merely looking at an event or a venue creates and sends no device id (SPEC §9).
 */
export function mayHaveOwnThings(): boolean {
  return isLoggedInNow() || existingDeviceId() !== null;
}

/** Registers this device's push token: for the signed-in person when logged in, else for the device. */
export function registerPushToken(
  token: string,
  device: TRegisterTokenBody['device'],
): Promise<undefined | null> {
  return call(contract.devices.registerToken, { body: { token, device, loggedIn: isLoggedInNow() } });
}
