/**
 * Files on the phone apps (SPEC §7, §9): the share image goes to the share sheet from the app's
 * files (where "Save image" puts it in the album), and calendar files open per platform — iOS by
 * URL in the system browser, Android from a downloaded file through the share sheet. Imported
 * only inside the apps (features/share/lib/share-files.ts), so the web build never loads it.
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

async function writeCacheFile(blob: Blob, fileName: string): Promise<string> {
  const written = await Filesystem.writeFile({
    path: fileName,
    data: await blobToBase64(blob),
    directory: Directory.Cache,
  });
  return written.uri;
}

/** Closing the share sheet without choosing is not a failure (the plugin rejects "Share canceled"). */
async function openShareSheet(options: Parameters<typeof Share.share>[0]): Promise<void> {
  try {
    await Share.share(options);
  } catch (error) {
    if (error instanceof Error && /cancel/i.test(error.message)) return;
    throw error;
  }
}

/** Writes a file (`{id}_instagram.jpeg`) and opens the share sheet with it, and with a link and text when given. */
export async function shareFile(
  blob: Blob,
  fileName: string,
  message: { title?: string; text?: string; url?: string } = {},
): Promise<void> {
  const uri = await writeCacheFile(blob, fileName);
  await openShareSheet({ ...message, files: [uri] });
}

/** Opens the event's calendar file (`{id}_event.ics`) at `url`. */
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
  if (!response.ok) throw new Error(`calendar file: HTTP ${response.status}`);
  await shareFile(await response.blob(), fileName);
}
