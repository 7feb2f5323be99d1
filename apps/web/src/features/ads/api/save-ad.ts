import { contract, type TAdminAd, type TCreateAdBody, type TUpdateAdBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { initializeQueryKey } from '../../../lib/initialize.ts';
import { adKeys } from './keys.ts';

/** `POST /api/admin/ads`: a new ad (its banner follows with `uploadAdImage`). */
export function createAd(body: TCreateAdBody): Promise<TAdminAd> {
  return call(contract.adsAdmin.create, { body });
}

/** `PUT /api/admin/ads/{id}`: the fields to change; `active: false` retires it. */
export function updateAd({ id, ...body }: { id: string } & TUpdateAdBody): Promise<TAdminAd> {
  return call(contract.adsAdmin.update, { params: { id }, body });
}

/** `DELETE /api/admin/ads/{id}`: the ad, its banner and its statistics. */
export function deleteAd(id: string): Promise<void> {
  return call(contract.adsAdmin.remove, { params: { id } });
}

/** `POST /api/admin/ads/{id}/image`: the banner (multipart); `language: 'en'` the English banner. */
export function uploadAdImage({
  id,
  file,
  language = 'el',
}: {
  id: string;
  file: File;
  language?: 'el' | 'en';
}): Promise<TAdminAd> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(contract.adsAdmin.setImage, { params: { id }, query: { language }, body: form });
}

/**
 * Saves the form: creates or changes the ad, then uploads the banner when one was chosen. The
 * visitor-facing ads come from `initialize`, so every cached answer is refreshed after.
 */
export async function saveAd(input: {
  id: string | null;
  body: TCreateAdBody;
  file: File | null;
  /** The banner for visitors reading English, when one was chosen. */
  englishFile?: File | null;
  /** Told as soon as the ad exists, so a failed upload is retried on it rather than on a new one. */
  onSaved?: (ad: TAdminAd) => void;
}): Promise<TAdminAd> {
  const saved = input.id ? await updateAd({ id: input.id, ...input.body }) : await createAd(input.body);
  input.onSaved?.(saved);
  const withImage = input.file ? await uploadAdImage({ id: saved.id, file: input.file }) : saved;
  return input.englishFile
    ? uploadAdImage({ id: saved.id, file: input.englishFile, language: 'en' })
    : withImage;
}

/** The ads' screen, and the ads visitors see (they come with the first screen's data). */
function useAdMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adKeys.admin }),
        queryClient.invalidateQueries({ queryKey: initializeQueryKey }),
      ]),
  });
}

export const useSaveAd = () => useAdMutation(saveAd);
export const useUpdateAd = () => useAdMutation(updateAd);
export const useDeleteAd = () => useAdMutation(deleteAd);
