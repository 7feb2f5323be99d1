import { useMutation, useQueryClient } from '@tanstack/react-query';

/** An admin's change to a venue or an artist: their names and pictures show in many lists, so all refresh. */
export function useCatalogueMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

/** The body of a picture upload: one multipart `file`. */
export function pictureForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
