import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const uploadedEventsKey = ['me', 'uploaded-events'] as const;

/** `GET /api/v1/users/glenti`: the caller's own events in every state (`/uploaded`). */
export function uploadedEventsQueryOptions() {
  return queryOptions({
    queryKey: uploadedEventsKey,
    queryFn: ({ signal }) => call(contract.eventForms.listUploaded, {}, { signal }),
    // States change on the server (an admin publishes or rejects): ask again on every visit.
    staleTime: 0,
  });
}

export function useUploadedEvents() {
  return useQuery(uploadedEventsQueryOptions());
}
