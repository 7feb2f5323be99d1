import type { QueryClient } from '@tanstack/react-query';
import { isNativePlatform } from '../../lib/platform/detect.ts';

/** How long the page must stay quiet (no answer awaited) before the extras start. */
export const QUIET_MS = 1000;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once no query of `client` is fetching. */
function queriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Runs `start` once the first screen's own downloads are over: the page has loaded (its posters
 * too), its answers have arrived, the page has then stayed quiet for a moment and the browser is
 * idle. What starts then (cookie banner, service worker) never competes with the first screen on
 * a slow connection. Returns a cancel function.
 */
export function afterFirstDownload(client: QueryClient, start: () => void): () => void {
  let cancelled = false;
  let timer = 0;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  // The phone apps carry their code: nothing to download, so their shell (push taps) starts at once.
  if (isNativePlatform()) {
    timer = window.setTimeout(() => idle(() => !cancelled && start(), { timeout: 2000 }), 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }
  void pageLoaded()
    .then(() => queriesSettled(client))
    .then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => idle(() => !cancelled && start(), { timeout: 2000 }), QUIET_MS);
    });
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
