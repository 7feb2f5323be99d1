/**
 * `POST /api/v1/users/glenti` (new) and `PUT /api/v1/users/glenti/{id}` (edit), multipart. Sent
 * with XMLHttpRequest rather than fetch because only it reports upload progress, which matters
 * for a poster sent over a phone connection.
 */
import {
  contract,
  type EventFormValues,
  eventFormEntries,
  pathOf,
  type TCreateEventResult,
  type TError,
} from '@glentia/core';
import { ApiError, baseHeaders, NetworkError, OfflineError } from '../../../lib/api-client.ts';
import { currentLanguage, i18n } from '../../../lib/i18n.ts';

export interface SubmitEventInput {
  /** The event being edited; absent when creating. */
  id?: string;
  values: EventFormValues;
  /** A newly chosen photo (required when creating). */
  photo: File | null;
  /** Fraction of the body uploaded, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The multipart body of SPEC §5: the form's fields, then the photo with its name and type. */
export function buildEventFormData(values: EventFormValues, photo: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of eventFormEntries(values)) form.append(name, value);
  if (photo) {
    form.append('filename', photo.name);
    form.append('mimeType', photo.type || 'application/octet-stream');
    form.append('file', photo, photo.name);
  }
  return form;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function submitEvent(input: SubmitEventInput): Promise<TCreateEventResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new OfflineError(i18n.t('errors.offline')));
  }
  const body = buildEventFormData(input.values, input.photo);
  // Sent by XMLHttpRequest, for the upload's progress; the path and method still come from the contract.
  const route = input.id ? contract.eventForms.update : contract.eventForms.create;
  const path = pathOf(route, { id: input.id });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, path);
    for (const [name, value] of Object.entries(baseHeaders(path))) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const parsed = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        input.onProgress?.(1);
        resolve(parsed as TCreateEventResult);
        return;
      }
      const errorBody = parsed && typeof parsed === 'object' ? (parsed as Partial<TError>) : null;
      const message =
        errorBody?.messages?.[currentLanguage()] ||
        errorBody?.message ||
        i18n.t('errors.server', { status: request.status });
      reject(new ApiError(request.status, message, errorBody));
    });
    request.addEventListener('error', () => reject(new NetworkError(i18n.t('errors.network'))));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    input.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
