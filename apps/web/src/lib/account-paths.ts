/**
 * SPEC §7: favourites, follows and push registration have a visitor call (by device) and a twin
 * for logged-in people (by account). The callers pick the contract route for the current session.
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
  const route = isLoggedInNow() ? contract.devices.registerToken : contract.devices.registerTokenByDevice;
  return call(route, { body: { token, device, loggedIn: isLoggedInNow() } });
}
