import { contract, type TAdminArtist, type TCreateArtistBody, type TUpdateArtistBody } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';
import { pictureForm, useCatalogueMutation } from './catalogue-mutation.ts';

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
  return call(contract.artistAdmin.setImage, { params: { id }, body: pictureForm(file) });
}

export const useCreateArtist = () => useCatalogueMutation(createArtist);
export const useUpdateArtist = () => useCatalogueMutation(updateArtist);
export const useUploadArtistImage = () => useCatalogueMutation(uploadArtistImage);
