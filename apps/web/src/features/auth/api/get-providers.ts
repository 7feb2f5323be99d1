import { contract, type TAuthProviders } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** `GET /api/auth/providers`: Google and/or Apple, when the server has them configured. */
export function getProviders(signal?: AbortSignal): Promise<TAuthProviders> {
  return call(contract.auth.providers, {}, { signal });
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}

/** Where the browser goes to start signing in with a provider (the server redirects onwards). */
export const socialStartUrl = (provider: string) => `/api/auth/social/${encodeURIComponent(provider)}/start`;
