import { contract, type TCreateSourceBody, type TEventSource, type TUpdateSourceBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sourcesQueryKey } from './get-sources.ts';

/** `POST /api/admin/sources`: a new source, read soon after. */
export function createSource(body: TCreateSourceBody): Promise<TEventSource> {
  return call(contract.sources.create, { body });
}

/** `PUT /api/admin/sources/{id}`: pause, resume or change a source. */
export function updateSource({ id, ...body }: { id: string } & TUpdateSourceBody): Promise<TEventSource> {
  return call(contract.sources.update, { params: { id }, body });
}

/** `POST /api/admin/sources/{id}/run`: read it now; answers its new state. */
export function runSource(id: string): Promise<TEventSource> {
  return call(contract.sources.run, { params: { id } });
}

/** `DELETE /api/admin/sources/{id}`: the source goes, its events stay. */
export function removeSource(id: string): Promise<void> {
  return call(contract.sources.remove, { params: { id } });
}

function useSourceMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}

export const useCreateSource = () => useSourceMutation(createSource);
export const useUpdateSource = () => useSourceMutation(updateSource);
export const useRunSource = () => useSourceMutation(runSource);
export const useRemoveSource = () => useSourceMutation(removeSource);
