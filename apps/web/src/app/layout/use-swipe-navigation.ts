import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../lib/router/index.ts';
import { startsInOwnGestureArea, swipeDirection } from '../../lib/swipe-navigation.ts';

/**
 * SPEC §2 Layout: a sideways swipe goes back (to the right) or forward (to the left), unless it
 * starts inside something that scrolls sideways or handles its own gestures. On the first screen of
 * a visit there is nothing inside Glentia to go back to, so a swipe does not leave the app.
 */
export function useSwipeNavigation(enabled: boolean) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const canGoBack = key !== 'default';

  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch && !startsInOwnGestureArea(event.target)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    };
    const onMove = (event: TouchEvent) => {
      // A second finger makes it a pinch, not a swipe.
      if (event.touches.length > 1) start = null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const direction = swipeDirection({
        startX: start.x,
        startY: start.y,
        endX: touch.clientX,
        endY: touch.clientY,
        viewportWidth: window.innerWidth,
      });
      start = null;
      if (direction === 'back' && canGoBack) navigate(-1);
      else if (direction === 'forward') navigate(1);
    };
    const onCancel = () => {
      start = null;
    };

    // The browser's own sideways-overscroll navigation (Chrome on Android) would go back a second
    // time on the same swipe; Glentia handles the gesture itself.
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehaviorX;
    root.style.overscrollBehaviorX = 'none';

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      root.style.overscrollBehaviorX = overscroll;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
    };
  }, [enabled, canGoBack, navigate]);
}
