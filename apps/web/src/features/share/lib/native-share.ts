/** The phone's own share sheet (Web Share API), when the browser has one. */

export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Whether the share sheet takes this file too (most phones do; most desktops do not). */
export function canShareFile(file: File): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

export interface NativeShareInput {
  url: string;
  title?: string;
  text?: string;
  file?: File | null;
}

/**
 * Opens the share sheet with the link, and with the file when the sheet accepts files. Resolves
 * `false` when the person closed the sheet without sharing.
 */
export async function shareNatively({ url, title, text, file }: NativeShareInput): Promise<boolean> {
  const data: ShareData = { url };
  if (title) data.title = title;
  if (text) data.text = text;
  if (file && canShareFile(file)) data.files = [file];
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}
