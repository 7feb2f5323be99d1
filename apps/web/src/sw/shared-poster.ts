/**
 * A poster shared to Glentia from another app (the manifest's `share_target`: the gallery,
 * Instagram, Viber). The service worker receives the share's POST, keeps the image in the
 * device's Cache Storage and sends the app to the event form, which takes the image from there
 * (after a sign-in if needed: it waits on the device, never on the server) and reads it at once.
 * Used by the service worker and by the event form, so it speaks only what both have.
 */

/** The address the manifest's share target posts to. */
export const SHARE_TARGET_PATH = '/glenti/share';
/** The form field the manifest names for the shared files. */
export const SHARE_TARGET_FIELD = 'poster';
/** Where the event form opens for a shared poster. */
export const SHARED_POSTER_FORM = '/glenti/edit?shared=poster';

const CACHE = 'glentia-shared-poster';
const KEY = '/glenti/shared-poster';

/** Keeps the first image of a share's form and answers where the app should go next. */
export async function keepSharedPoster(request: Request): Promise<string> {
  const form = await request.formData();
  const image = form
    .getAll(SHARE_TARGET_FIELD)
    .find((value): value is File => typeof value !== 'string' && value.type.startsWith('image/'));
  if (!image) return '/glenti/edit';
  const cache = await caches.open(CACHE);
  await cache.put(
    KEY,
    new Response(image, {
      headers: { 'content-type': image.type, 'x-file-name': encodeURIComponent(image.name || 'poster.jpg') },
    }),
  );
  return SHARED_POSTER_FORM;
}

/** The shared poster waiting for the event form, removed as it is taken (it is kept nowhere else). */
export async function takeSharedPoster(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(CACHE);
  const kept = await cache.match(KEY);
  if (!kept) return null;
  const blob = await kept.blob();
  await cache.delete(KEY);
  const name = decodeURIComponent(kept.headers.get('x-file-name') ?? 'poster.jpg');
  return new File([blob], name, { type: blob.type || kept.headers.get('content-type') || 'image/jpeg' });
}
