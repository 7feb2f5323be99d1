import { contract, type TAdminArtist, type TCreateArtistBody, type TUpdateArtistBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/admin/artist {name}`. */
export function createArtist(body: TCreateArtistBody): Promise<TAdminArtist> {
  return call(contract.artistAdmin.create, { body });
}

/** `PUT /api/admin/artist`. */
export function updateArtist(body: TUpdateArtistBody): Promise<TAdminArtist> {
  return call(contract.artistAdmin.update, { body });
}

/** `POST /api/admin/artist/{id}/image` (multipart). */
export function uploadArtistImage({ id, file }: { id: string; file: File }): Promise<TAdminArtist> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(contract.artistAdmin.setImage, { params: { id }, body: form });
}

function useArtistMutation<T>(mutationFn: (input: T) => Promise<TAdminArtist>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCreateArtist = () => useArtistMutation(createArtist);
export const useUpdateArtist = () => useArtistMutation(updateArtist);
export const useUploadArtistImage = () => useArtistMutation(uploadArtistImage);
