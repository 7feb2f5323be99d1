import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { contributeKeys } from './keys.ts';

/** `GET /api/v1/users/glenti`: the caller's own events in every state (`/uploaded`). */
export function uploadedEventsQueryOptions() {
  return queryOptions({
    queryKey: contributeKeys.uploaded,
    queryFn: ({ signal }) => call(contract.eventForms.listUploaded, {}, { signal }),
    // States change on the server (an admin publishes or rejects): ask again on every visit.
    staleTime: 0,
  });
}

export function useUploadedEvents() {
  return useQuery(uploadedEventsQueryOptions());
}
