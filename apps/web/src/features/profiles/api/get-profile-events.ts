import { contract, type TEvent, type TopicKind } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/keys.ts';

/** `GET /api/public/glentia?artist={id}` or `?location={id}`: events from today to two months ahead. */
export function getUpcomingEventsOf(kind: TopicKind, id: string, signal?: AbortSignal): Promise<TEvent[]> {
  return call(contract.events.list, { query: { [kind]: id } }, { signal });
}

/** `GET /api/public/glentia/{artist|location}/{id}/pastEvents`: past events, latest first. */
export function getPastEventsOf(kind: TopicKind, id: string, signal?: AbortSignal): Promise<TEvent[]> {
  const route = kind === 'artist' ? contract.events.pastOfArtist : contract.events.pastAtLocation;
  return call(route, { params: { id } }, { signal });
}

export function upcomingEventsOfQueryOptions(kind: TopicKind, id: string) {
  return queryOptions({
    queryKey: eventKeys.ofTopic(kind, id, 'upcoming'),
    queryFn: ({ signal }) => getUpcomingEventsOf(kind, id, signal),
    staleTime: 60_000,
  });
}

export function pastEventsOfQueryOptions(kind: TopicKind, id: string) {
  return queryOptions({
    queryKey: eventKeys.ofTopic(kind, id, 'past'),
    queryFn: ({ signal }) => getPastEventsOf(kind, id, signal),
    staleTime: 5 * 60_000,
  });
}

/** Where an artist plays next, or what is on at a venue. */
export function useUpcomingEventsOf(kind: TopicKind, id: string) {
  return useQuery(upcomingEventsOfQueryOptions(kind, id));
}

export function usePastEventsOf(kind: TopicKind, id: string) {
  return useQuery(pastEventsOfQueryOptions(kind, id));
}
