import type { TAdminArtist, TCreateArtistBody, TUpdateArtistBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/admin/artist {name}`. */
export function createArtist(body: TCreateArtistBody): Promise<TAdminArtist> {
  return api.post<TAdminArtist>('/api/admin/artist', body);
}

/** `PUT /api/admin/artist`. */
export function updateArtist(body: TUpdateArtistBody): Promise<TAdminArtist> {
  return api.put<TAdminArtist>('/api/admin/artist', body);
}

/** `POST /api/admin/artist/{id}/image` (multipart). */
export function uploadArtistImage({ id, file }: { id: string; file: File }): Promise<TAdminArtist> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<TAdminArtist>(`/api/admin/artist/${encodeURIComponent(id)}/image`, form);
}

function useArtistMutation<T>(mutationFn: (input: T) => Promise<TAdminArtist>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCreateArtist = () => useArtistMutation(createArtist);
export const useUpdateArtist = () => useArtistMutation(updateArtist);
export const useUploadArtistImage = () => useArtistMutation(uploadArtistImage);
