import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** SPEC §9: the page follows the finger down by at most 140 px and springs back in 300 ms. */
export const PULL_MAX_PX = 140;
export const PULL_ANIMATION_MS = 300;
/** Let go past this and the page refreshes. */
export const PULL_TRIGGER_PX = 80;
/** Where the page rests while it refreshes. */
const PULL_REST_PX = 56;

/** How far the page moves for a finger that moved `dy` px down: resisting, never past the maximum. */
export function pullDistance(dy: number): number {
  if (dy <= 0) return 0;
  return Math.min(PULL_MAX_PX, Math.round(dy * 0.6));
}

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  /** Announced to screen readers while refreshing. */
  refreshingLabel: string;
  children: ReactNode;
}

/**
 * Pull to refresh for touch screens: at the very top of the page, dragging down moves the content
 * with a turning arrow; letting go far enough calls `onRefresh` and holds until it settles. The
 * drag writes styles directly, so the list under it does not re-render on every finger move.
 */
export function PullToRefresh({ onRefresh, refreshingLabel, children }: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const indicatorRef = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const [refreshing, setRefreshing] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY: number | null = null;
    let distance = 0;

    const place = (value: number, animate: boolean) => {
      distance = value;
      const transition = animate ? `transform ${PULL_ANIMATION_MS}ms ease-out` : 'none';
      for (const element of [contentRef.current, indicatorRef.current]) {
        if (!element) continue;
        element.style.transition = transition;
        element.style.transform = value ? `translateY(${value}px)` : '';
      }
      const arrow = indicatorRef.current?.firstElementChild as HTMLElement | null;
      if (arrow) {
        arrow.style.opacity = String(Math.min(1, value / PULL_TRIGGER_PX));
        arrow.style.transform = `rotate(${value * 2.5}deg)`;
      }
    };

    const onStart = (event: TouchEvent) => {
      startY =
        !busy.current && window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0]!.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = event.touches[0]!.clientY - startY;
      if (dy <= 0 || window.scrollY > 0) {
        if (distance !== 0) place(0, false);
        return;
      }
      // The finger now drives the page, not the browser's own scrolling or overscroll refresh.
      if (event.cancelable) event.preventDefault();
      place(pullDistance(dy), false);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_TRIGGER_PX) {
        place(0, true);
        return;
      }
      busy.current = true;
      setRefreshing(true);
      place(PULL_REST_PX, true);
      refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setRefreshing(false);
          place(0, true);
        });
    };

    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div ref={rootRef} className="relative" data-testid="pull-to-refresh">
      <div
        ref={indicatorRef}
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-12 flex h-12 justify-center"
      >
        <span
          className={cn(
            'flex size-10 items-center justify-center rounded-full bg-surface text-primary shadow-raised',
            refreshing ? 'opacity-100' : 'opacity-0',
          )}
        >
          <RefreshCw className={cn('size-5', refreshing && 'animate-spin')} />
        </span>
      </div>
      <p role="status" className="sr-only">
        {refreshing ? refreshingLabel : ''}
      </p>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}
