/**
 * Files on the phone apps (SPEC §7, §9): the share image goes to the share sheet from the app's
 * files (where "Save image" puts it in the album), and calendar files open per platform — iOS by
 * URL in the system browser sheet, Android from a downloaded file through the share sheet.
 */
import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** Writes the share image (`{id}_instagram.jpeg`) and opens the share sheet with it. */
export async function shareImageFile(blob: Blob, fileName: string, title: string): Promise<void> {
  const written = await Filesystem.writeFile({
    path: fileName,
    data: await blobToBase64(blob),
    directory: Directory.Cache,
  });
  await Share.share({ title, files: [written.uri] });
}

/** Opens the event's calendar file (`{id}_event.ics`). */
export async function openCalendarFile(
  platform: 'ios' | 'android',
  url: string,
  fileName: string,
): Promise<void> {
  if (platform === 'ios') {
    window.open(url, '_system');
    return;
  }
  const response = await fetch(url);
  const written = await Filesystem.writeFile({
    path: fileName,
    data: await blobToBase64(await response.blob()),
    directory: Directory.Cache,
  });
  await Share.share({ files: [written.uri] });
}
