import type { QueryClient } from '@tanstack/react-query';
import { isNativePlatform } from '../../lib/platform/detect.ts';

/** How long the page must stay quiet (no answer awaited, no file arriving) before the extras start. */
export const QUIET_MS = 1000;
/** A page that never goes quiet (a carousel loading pictures) still gets them this long after load. */
export const LONGEST_WAIT_MS = 10_000;

/**
 * Pictures on their way: asked for (their source chosen) and not yet arrived. A resource is
 * reported only once it has arrived, so a poster that takes its time on a weak signal would
 * otherwise look like a quiet moment.
 */
function picturesArriving(): boolean {
  for (const image of document.querySelectorAll('img')) if (image.currentSrc && !image.complete) return true;
  return false;
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Runs `start` once the first screen's own downloads are over: the page has loaded (its posters
 * too), no answer or picture is awaited and nothing has arrived for a moment, and the browser is
 * idle. What
 * starts then (cookie banner, service worker) never competes with the first screen on a slow
 * connection. The phone apps carry their code, so there it starts at once. Returns a cancel function.
 */
export function afterFirstDownload(client: QueryClient, start: () => void): () => void {
  let done = false;
  let loaded = false;
  let quietTimer = 0;
  let longestTimer = 0;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const observer =
    typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(() => restartQuiet());
  let unsubscribe = () => {};

  const finish = (run: boolean) => {
    if (done) return;
    done = true;
    window.clearTimeout(quietTimer);
    window.clearTimeout(longestTimer);
    unsubscribe();
    observer?.disconnect();
    if (run) idle(start, { timeout: 2000 });
  };
  // Any answer being awaited, or any file arriving, starts the quiet moment again; a picture still
  // on its way holds it until it arrives (its arrival is reported as a resource).
  function restartQuiet() {
    window.clearTimeout(quietTimer);
    if (done || !loaded || client.isFetching() > 0) return;
    quietTimer = window.setTimeout(() => {
      if (!picturesArriving()) finish(true);
    }, QUIET_MS);
  }

  if (isNativePlatform()) {
    quietTimer = window.setTimeout(() => finish(true), 0);
    return () => finish(false);
  }
  unsubscribe = client.getQueryCache().subscribe(restartQuiet);
  observer?.observe({ type: 'resource' });
  void pageLoaded().then(() => {
    loaded = true;
    if (!done) longestTimer = window.setTimeout(() => finish(true), LONGEST_WAIT_MS);
    restartQuiet();
  });
  return () => finish(false);
}
