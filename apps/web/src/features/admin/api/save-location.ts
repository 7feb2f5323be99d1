import {
  contract,
  type TAdminLocation,
  type TCreateLocationBody,
  type TLocationMetaBody,
  type TUpdateLocationBody,
} from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

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
  const form = new FormData();
  form.append('file', file, file.name);
  return call(contract.locationAdmin.setImage, { params: { id }, body: form });
}

function useVenueMutation<T>(mutationFn: (input: T) => Promise<TAdminLocation>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCreateLocation = () => useVenueMutation(createLocation);
export const useUpdateLocation = () => useVenueMutation(updateLocation);
export const useUpdateLocationMeta = () => useVenueMutation(updateLocationMeta);
export const useUploadLocationImage = () => useVenueMutation(uploadLocationImage);
