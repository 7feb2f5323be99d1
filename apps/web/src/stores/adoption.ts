/**
 * Whether the app is adopting a page the server drew (from the moment it starts to, until the page
 * is the app's): what the session store's readers wait for (`SessionAfterAdoption`). Set by the
 * drawing (`lib/drawing.ts`).
 */
let adopting = false;
const adoptedListeners = new Set<() => void>();

export function markAdopting(now: boolean): void {
  const ended = adopting && !now;
  adopting = now;
  if (!ended) return;
  for (const listener of [...adoptedListeners]) listener();
  adoptedListeners.clear();
}

/** Whether the app is adopting a page the server drew, and the page is not yet the app's. */
export function adoptingDrawing(): boolean {
  return adopting;
}

/**
 * Calls `listener` once the page being adopted is the app's, or at once when no page is being
 * adopted; returns how to stop waiting.
 */
export function onPageAdopted(listener: () => void): () => void {
  if (!adopting) {
    listener();
    return () => undefined;
  }
  adoptedListeners.add(listener);
  return () => adoptedListeners.delete(listener);
}
