import { contract, type TMergeResult } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateCatalogue } from './invalidate-moderated.ts';

export type CatalogueKind = 'location' | 'artist';

/** `POST /api/admin/location|artist/{id}/merge`: `id` disappears into `intoId`. */
export function mergeCatalogueEntry(input: {
  kind: CatalogueKind;
  id: string;
  intoId: string;
}): Promise<TMergeResult> {
  const route =
    input.kind === 'location' ? contract.catalogueMerge.mergeLocation : contract.catalogueMerge.mergeArtist;
  return call(route, { params: { id: input.id }, body: { intoId: input.intoId } });
}

/** `DELETE /api/admin/location|artist/{id}`: refused (409) while events name it. */
export function deleteCatalogueEntry(input: { kind: CatalogueKind; id: string }): Promise<undefined> {
  const route =
    input.kind === 'location' ? contract.catalogueMerge.deleteLocation : contract.catalogueMerge.deleteArtist;
  return call(route, { params: { id: input.id } });
}

export function useMergeCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mergeCatalogueEntry, onSuccess: () => invalidateCatalogue(queryClient) });
}

export function useDeleteCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCatalogueEntry, onSuccess: () => invalidateCatalogue(queryClient) });
}
