/**
 * The poster shared to Glentia from another app, for the event form at `/glenti/edit?shared=…`:
 * `poster` from the installed web app's share target (kept by the service worker), `app` from
 * the Android app (kept by MainActivity). Taken once per page load: the image is removed from the
 * device as it is taken, and the form keeps it from then on.
 */
import { takeSharedPoster } from '../../../sw/shared-poster.ts';

let taking: { source: string; file: Promise<File | null> } | null = null;

export function sharedPosterOf(source: string, type: string | null): Promise<File | null> {
  if (taking?.source !== source) {
    const file =
      source === 'app'
        ? import('../../../lib/platform/native-shared-poster.ts').then((native) =>
            native.takeNativeSharedPoster(type ?? 'image/jpeg'),
          )
        : takeSharedPoster();
    taking = { source, file: file.catch(() => null) };
  }
  return taking.file;
}
