/**
 * `POST /api/v1/users/glenti/draft-from-poster`: what a poster says, read by the server. Nothing is
 * saved; the answer only fills the form.
 */
import { contract, type TPosterDraft } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';

export function readPoster(photo: Blob, filename = 'poster.jpg'): Promise<TPosterDraft> {
  const form = new FormData();
  form.append('file', photo, filename);
  return call(contract.eventForms.readPoster, { body: form });
}
