import { contract, type TImportFromUrlBody, type TImportResult } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** `POST /api/admin/glentia/fromUrl {url}`: a draft event read from a web page. */
export function importEventFromUrl(body: TImportFromUrlBody): Promise<TImportResult> {
  return call(contract.moderation.importFromUrl, { body });
}

export function useImportEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEventFromUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
