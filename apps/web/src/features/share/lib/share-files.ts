/**
 * Where the share image and the calendar file go: in a browser, a download (and the Web Share
 * API for the phone's share sheet); inside the iOS and Android apps, the app's files and the
 * system share sheet through Capacitor (lib/platform/native-files.ts, loaded only there).
 */
import { env } from '../../../config/env.ts';
import { nativePlatform } from '../../../lib/platform/detect.ts';
import { calendarFilename, downloadEventCalendar } from '../api/get-event-calendar.ts';
import { canShareNatively, shareNatively } from './native-share.ts';
import { saveBlob } from './save-blob.ts';

const loadNativeFiles = () => import('../../../lib/platform/native-files.ts');

/** Whether there is a share sheet to open: the apps' own, or the browser's Web Share API. */
export function canOpenShareSheet(): boolean {
  return nativePlatform() !== null || canShareNatively();
}

/** The share image (`{id}_instagram.jpeg`): downloaded in a browser, to the share sheet in the apps. */
export async function deliverShareImage(blob: Blob, fileName: string, title: string): Promise<void> {
  if (nativePlatform() === null) {
    saveBlob(blob, fileName);
    return;
  }
  const { shareFile } = await loadNativeFiles();
  await shareFile(blob, fileName, { title });
}

export interface ShareWithImageInput {
  url: string;
  title: string;
  text: string;
  image: Blob;
  fileName: string;
}

/** The share sheet with the link, the text and the image (the image only where the sheet takes files). */
export async function shareWithImage({
  url,
  title,
  text,
  image,
  fileName,
}: ShareWithImageInput): Promise<void> {
  if (nativePlatform() === null) {
    await shareNatively({ url, title, text, file: new File([image], fileName, { type: image.type }) });
    return;
  }
  const { shareFile } = await loadNativeFiles();
  await shareFile(image, fileName, { title, text, url });
}

/**
 * The event's calendar file (`{id}_event.ics`, SPEC §7): fetched and downloaded in a browser; in
 * the apps, iOS opens its address, Android downloads it and hands it to the share sheet.
 */
export async function deliverCalendarFile(id: string): Promise<void> {
  const platform = nativePlatform();
  if (platform === null) {
    await downloadEventCalendar(id);
    return;
  }
  const { openCalendarFile } = await loadNativeFiles();
  // Inside the apps the API is on its own host (config/env.ts), the same the API client calls.
  const url = `${env.nativeApiUrl}/api/public/glentia/${encodeURIComponent(id)}/calendar`;
  await openCalendarFile(platform, url, calendarFilename(id));
}
