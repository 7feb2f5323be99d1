/**
 * The poster shared to Glentia from another app, for the event form at `/glenti/edit?shared=…`:
 * `poster` from the installed web app's share target (kept by the service worker), `app` from
 * the phone apps (kept by MainActivity on Android). The image is removed from the device as it is
 * taken; the form keeps it from then on.
 */
import { takeSharedPoster } from '../../../sw/shared-poster.ts';

export async function sharedPosterOf(source: string, type: string | null): Promise<File | null> {
  try {
    if (source === 'lost') return null;
    if (source !== 'app') return await takeSharedPoster();
    const native = await import('../../../lib/platform/native-shared-poster.ts');
    return await native.takeNativeSharedPoster(type ?? 'image/jpeg');
  } catch {
    return null;
  }
}
