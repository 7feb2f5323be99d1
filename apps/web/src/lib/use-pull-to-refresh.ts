/**
 * Pull-to-refresh for pages that scroll with the window (SPEC §2 home and search, §9: the page
 * follows the finger down to 140 px, then settles in 300 ms). Pulling only starts at the very top
 * of the page, and only downwards; elsewhere the touch scrolls the page as usual.
 */
import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the furthest the page follows the finger. */
export const PULL_MAX = 140;
/** How far the page must be pulled for letting go to refresh. */
export const PULL_THRESHOLD = 80;
/** SPEC §9: the indicator's settle animation. */
export const PULL_ANIMATION_MS = 300;
/** The page moves half as far as the finger, so the pull feels elastic. */
const RESISTANCE = 0.5;

export type PullState = 'idle' | 'pulling' | 'ready' | 'refreshing' | 'settling';

export interface PullToRefreshOptions {
  onRefresh: () => Promise<unknown>;
  enabled?: boolean;
  maxPull?: number;
  threshold?: number;
}

export interface PullToRefresh {
  /** How far the indicator is pulled down, 0 to `maxPull` px. */
  distance: number;
  state: PullState;
  /** 0 to 1: how close the pull is to refreshing. */
  progress: number;
}

/** Touches that belong to something else: open dialogs and sheets, maps, marked areas. */
const IGNORE_SELECTOR = '[data-pull-ignore], [role="dialog"], [role="alertdialog"], .leaflet-container';

export function usePullToRefresh({
  onRefresh,
  enabled = true,
  maxPull = PULL_MAX,
  threshold = PULL_THRESHOLD,
}: PullToRefreshOptions): PullToRefresh {
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  const onRefreshRef = useRef(onRefresh);
  onRefreshRef.current = onRefresh;
  const busy = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let current = 0;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = () => {
      current = 0;
      setDistance(0);
      setState('settling');
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => setState('idle'), PULL_ANIMATION_MS);
    };

    const onStart = (event: TouchEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (
        busy.current ||
        event.touches.length !== 1 ||
        window.scrollY > 0 ||
        target?.closest(IGNORE_SELECTOR)
      ) {
        startY = null;
        return;
      }
      startY = event.touches[0]?.clientY ?? null;
    };

    const onMove = (event: TouchEvent) => {
      if (startY === null || busy.current) return;
      const y = event.touches[0]?.clientY ?? startY;
      const pulled = (y - startY) * RESISTANCE;
      if (pulled <= 0 || window.scrollY > 0) {
        if (current > 0) settle();
        if (pulled <= 0) startY = y;
        return;
      }
      // The page is at its top and the finger moves down: this is ours, not the browser's overscroll.
      if (event.cancelable) event.preventDefault();
      current = Math.min(maxPull, pulled);
      setDistance(current);
      setState(current >= threshold ? 'ready' : 'pulling');
    };

    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (current < threshold) {
        if (current > 0) settle();
        return;
      }
      busy.current = true;
      current = threshold;
      setDistance(threshold);
      setState('refreshing');
      void Promise.resolve()
        .then(() => onRefreshRef.current())
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          settle();
        });
    };

    const onCancel = () => {
      if (startY === null) return;
      startY = null;
      if (current > 0) settle();
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onCancel);
    return () => {
      clearTimeout(settleTimer);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
    };
  }, [enabled, maxPull, threshold]);

  return { distance, state, progress: Math.min(1, distance / threshold) };
}
