import { contract, type TPrivateFeedCreated, type TPrivateFeedStatus } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { existingDeviceId } from '../../../lib/device.ts';

export type PrivateFeedStatus = TPrivateFeedStatus;

/** `GET /api/public/feeds/private`: whether your private calendar address is active (the account's when signed in). */
export function getPrivateFeed(signal?: AbortSignal): Promise<PrivateFeedStatus> {
  return call(contract.privateFeed.status, {}, { signal });
}

/** `PUT …/feeds/private`: a new secret address (the only time it is shown); the old one stops working. */
export function renewPrivateFeed(): Promise<TPrivateFeedCreated> {
  return call(contract.privateFeed.renew);
}

/** `DELETE …/feeds/private`: revokes the address. */
export function revokePrivateFeed(): Promise<PrivateFeedStatus> {
  return call(contract.privateFeed.revoke);
}

/** The account's address and this device's are different ones: each has its own entry. */
export const privateFeedQueryKey = (signedIn: boolean) => ['private-feed', signedIn] as const;

/**
 * Asked only when there is an address to ask about: the account's, or this device's once it has an
 * id. A visitor whose device has none has no address, and asking would give it an id for nothing.
 */
export function usePrivateFeed(signedIn: boolean) {
  return useQuery(
    queryOptions({
      queryKey: privateFeedQueryKey(signedIn),
      queryFn: ({ signal }) => getPrivateFeed(signal),
      enabled: signedIn || existingDeviceId() !== null,
    }),
  );
}

/**
 * The server keeps only a hash of the address, so this device remembers the address it was given
 * to show it again (and forgets it when it is revoked or replaced).
 */
const storageKey = (signedIn: boolean) => `glentia.private-feed.${signedIn ? 'account' : 'device'}`;

export function rememberedFeedUrl(signedIn: boolean): string | null {
  try {
    return localStorage.getItem(storageKey(signedIn));
  } catch {
    return null;
  }
}

export function rememberFeedUrl(signedIn: boolean, url: string | null): void {
  try {
    if (url) localStorage.setItem(storageKey(signedIn), url);
    else localStorage.removeItem(storageKey(signedIn));
  } catch {
    // Storage refused (private mode): the address is still shown until the page is left.
  }
}
