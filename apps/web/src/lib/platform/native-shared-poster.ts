/**
 * A poster shared to the Android app (ACTION_SEND of an image): MainActivity copies it into the
 * app's cache as `shared-poster` and opens `/glenti/edit?shared=app&type=…`; the event form takes
 * it from there. Imported only inside the apps (features/contribute/lib/shared-poster.ts).
 */
import { Directory, Filesystem } from '@capacitor/filesystem';

/** The file MainActivity writes (MainActivity.SHARED_POSTER). */
const FILE = 'shared-poster';

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The shared image, removed from the app's cache as it is taken; null when there is none. */
export async function takeNativeSharedPoster(type: string): Promise<File | null> {
  try {
    const { data } = await Filesystem.readFile({ path: FILE, directory: Directory.Cache });
    await Filesystem.deleteFile({ path: FILE, directory: Directory.Cache });
    const blob = typeof data === 'string' ? new Blob([fromBase64(data)], { type }) : data;
    const extension = type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'jpg';
    return new File([blob], `poster.${extension}`, { type });
  } catch {
    // Nothing shared (or taken already).
    return null;
  }
}
