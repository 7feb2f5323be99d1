import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalogue } from './invalidate-moderated.ts';

/** An admin's change to a venue or an artist: their names and pictures show in many lists, which refresh. */
export function useCatalogueMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCatalogue(queryClient) });
}

/** The body of a picture upload: one multipart `file`. */
export function pictureForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
