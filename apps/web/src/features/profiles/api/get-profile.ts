import { contract, type TArtist, type TLocation } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';

/** `GET /api/public/artist/{id}`: an artist's profile with Spotify and Instagram details. */
export function getArtist(id: string, signal?: AbortSignal): Promise<TArtist> {
  return call(contract.artists.get, { params: { id } }, { signal });
}

/** `GET /api/public/location/{id}`: a venue's profile. */
export function getLocation(id: string, signal?: AbortSignal): Promise<TLocation> {
  return call(contract.locations.get, { params: { id } }, { signal });
}

/** An artist or venue id the server does not know (404) or that cannot be an id at all (400). */
export function isMissingProfile(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Asking again will not make a missing profile appear; other failures get one more try. */
const retry = (failures: number, error: Error) => !isMissingProfile(error) && failures < 1;

export function artistQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.artist(id),
    queryFn: ({ signal }) => getArtist(id, signal),
    staleTime: 60_000,
    retry,
  });
}

export function locationQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.location(id),
    queryFn: ({ signal }) => getLocation(id, signal),
    staleTime: 60_000,
    retry,
  });
}

export function useArtist(id: string) {
  return useQuery(artistQueryOptions(id));
}

/** A venue's profile. */
export function useVenue(id: string) {
  return useQuery(locationQueryOptions(id));
}
