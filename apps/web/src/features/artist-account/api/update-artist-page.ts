import { contract, type TAdminArtist, type TArtistPageBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';
import { artistAccountKeys } from './keys.ts';

/** `PUT /api/artist/pages/{id}`: the artist's biography, links and Spotify id. */
export function updateArtistPage({ id, body }: { id: string; body: TArtistPageBody }): Promise<TAdminArtist> {
  return call(contract.artistSelf.update, { params: { id }, body });
}

/** `POST /api/artist/pages/{id}/image`: a new photo (multipart). */
export function uploadArtistPagePhoto({ id, file }: { id: string; file: File }): Promise<TAdminArtist> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(contract.artistSelf.setImage, { params: { id }, body: form });
}

/** A saved page changes the artist's screen and the public artist page. */
function useArtistPageMutation<Input>(mutationFn: (input: Input) => Promise<TAdminArtist>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: artistAccountKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.artists }),
      ]),
  });
}

export const useUpdateArtistPage = () => useArtistPageMutation(updateArtistPage);
export const useUploadArtistPagePhoto = () => useArtistPageMutation(uploadArtistPagePhoto);
