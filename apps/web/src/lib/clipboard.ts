/**
 * What the error says in logs when the browser cannot copy (SPEC §8). Never shown: screens say it
 * in the reader's language (`share.unavailable`, `eventActions.noClipboard`).
 */
export const CLIPBOARD_UNAVAILABLE = 'Clipboard API not available in this browser';

export class ClipboardUnavailableError extends Error {
  override readonly name = 'ClipboardUnavailableError';
  constructor() {
    super(CLIPBOARD_UNAVAILABLE);
  }
}

/** Copies text with the Clipboard API; throws `ClipboardUnavailableError` where there is none. */
export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') throw new ClipboardUnavailableError();
  await clipboard.writeText(text);
}
