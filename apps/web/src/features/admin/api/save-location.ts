import {
  contract,
  type TAdminLocation,
  type TCreateLocationBody,
  type TLocationMetaBody,
  type TUpdateLocationBody,
} from '@glentia/core';
import { call } from '../../../lib/api-client.ts';
import { pictureForm, useCatalogueMutation } from './catalogue-mutation.ts';

/** `POST /api/admin/location`: a new venue. */
export function createLocation(body: TCreateLocationBody): Promise<TAdminLocation> {
  return call(contract.locationAdmin.create, { body });
}

/** `PUT /api/admin/location`: every editable field. */
export function updateLocation(body: TUpdateLocationBody): Promise<TAdminLocation> {
  return call(contract.locationAdmin.update, { body });
}

/** `PUT /api/admin/location/{id}/meta`: address and rating. */
export function updateLocationMeta({
  id,
  ...meta
}: { id: string } & TLocationMetaBody): Promise<TAdminLocation> {
  return call(contract.locationAdmin.setMeta, { params: { id }, body: meta });
}

/** `POST /api/admin/location/{id}/image`: a profile picture (multipart). */
export function uploadLocationImage({ id, file }: { id: string; file: File }): Promise<TAdminLocation> {
  return call(contract.locationAdmin.setImage, { params: { id }, body: pictureForm(file) });
}

export const useCreateLocation = () => useCatalogueMutation(createLocation);
export const useUpdateLocation = () => useCatalogueMutation(updateLocation);
export const useUpdateLocationMeta = () => useCatalogueMutation(updateLocationMeta);
export const useUploadLocationImage = () => useCatalogueMutation(uploadLocationImage);
