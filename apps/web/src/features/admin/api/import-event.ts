import type { TImportFromUrlBody, TImportResult } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/admin/glentia/fromUrl {url}`: a draft event read from a web page. */
export function importEventFromUrl(body: TImportFromUrlBody): Promise<TImportResult> {
  return api.post<TImportResult>('/api/admin/glentia/fromUrl', body);
}

export function useImportEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEventFromUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
