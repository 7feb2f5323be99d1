import { contract, type TReviewEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { contributeKeys } from './keys.ts';

/** `GET /api/v1/users/glenti/{id}`: an event as its form shows it (its uploader or an admin). */
export function getEditableEvent(id: string, signal?: AbortSignal): Promise<TReviewEvent> {
  return call(contract.eventForms.getEditable, { params: { id } }, { signal });
}

export function editableEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: contributeKeys.editable(id),
    queryFn: ({ signal }) => getEditableEvent(id, signal),
    staleTime: 0,
  });
}

export function useEditableEvent(id: string | undefined) {
  return useQuery({ ...editableEventQueryOptions(id ?? ''), enabled: !!id });
}
