import type { QueryClient } from '@tanstack/react-query';
import { isNativePlatform } from './platform/detect.ts';

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
  /** When an answer was last asked for or arrived, or a file arrived (`Date.now()`). */
  let lastActivity = Date.now();
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const observer =
    typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(() => noteActivity());
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
  const wait = (ms: number) => {
    quietTimer = window.setTimeout(checkQuiet, ms);
  };
  // The moment is quiet once nothing has happened for QUIET_MS, no answer is awaited and no picture
  // is on its way (its arrival is reported as a resource, which starts the moment again).
  function checkQuiet() {
    quietTimer = 0;
    if (done) return;
    const since = Date.now() - lastActivity;
    if (since < QUIET_MS) return wait(QUIET_MS - since);
    if (client.isFetching() > 0 || picturesArriving()) {
      lastActivity = Date.now();
      return wait(QUIET_MS);
    }
    finish(true);
  }
  // Any answer being awaited, or any file arriving, starts the quiet moment again. The query cache
  // tells of every change (each screen's query mounting, each answer): only the time is noted, and
  // one timer looks at it, so a page adopted with a hundred queries does not set a hundred timers.
  function noteActivity() {
    lastActivity = Date.now();
    if (loaded && !done && !quietTimer) wait(QUIET_MS);
  }

  if (isNativePlatform()) {
    quietTimer = window.setTimeout(() => finish(true), 0);
    return () => finish(false);
  }
  unsubscribe = client.getQueryCache().subscribe(noteActivity);
  observer?.observe({ type: 'resource' });
  void pageLoaded().then(() => {
    loaded = true;
    if (!done) longestTimer = window.setTimeout(() => finish(true), LONGEST_WAIT_MS);
    noteActivity();
  });
  return () => finish(false);
}
