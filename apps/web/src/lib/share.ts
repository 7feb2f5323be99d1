import { copyText } from './clipboard.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares a link with the device's own share sheet where there is one (phones, some desktops);
 * otherwise copies it. Throws `ClipboardUnavailableError` when neither is possible.
 */
export async function shareOrCopy(data: {
  title: string;
  text?: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, unsupported data): fall back to copying.
    }
  }
  await copyText(data.url);
  return 'copied';
}
