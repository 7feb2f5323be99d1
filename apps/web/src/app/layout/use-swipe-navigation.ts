import { useEffect } from 'react';
import { useCanGoBack, useNavigate } from '../../lib/router/index.ts';
import { startsInOwnGestureArea, swipeDirection } from '../../lib/swipe-navigation.ts';

const PASSIVE = { passive: true } as const;

/**
 * SPEC §2 Layout: a sideways swipe goes back (to the right) or forward (to the left), unless it
 * starts inside something that scrolls sideways or handles its own gestures. On the first screen of
 * a visit there is nothing inside Glentia to go back to, so a swipe does not leave the app.
 *
 * A swipe may begin on a screen that is replaced under the finger (the next screen drawn while the
 * finger moves): its touch's later events still go to the element it began on, which has left the
 * page and no longer passes them on to the window, so they are heard on that element itself.
 */
export function useSwipeNavigation(enabled: boolean) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();

  useEffect(() => {
    if (!enabled) return;
    let swipe: { x: number; y: number; target: EventTarget } | null = null;

    const end = () => {
      if (!swipe) return;
      swipe.target.removeEventListener('touchmove', onMove);
      swipe.target.removeEventListener('touchend', onEnd);
      swipe.target.removeEventListener('touchcancel', end);
      swipe = null;
    };
    const onStart = (event: TouchEvent) => {
      end();
      const touch = event.touches[0];
      const { target } = event;
      if (event.touches.length !== 1 || !touch || !target || startsInOwnGestureArea(target)) return;
      swipe = { x: touch.clientX, y: touch.clientY, target };
      target.addEventListener('touchmove', onMove, PASSIVE);
      target.addEventListener('touchend', onEnd, PASSIVE);
      target.addEventListener('touchcancel', end, PASSIVE);
    };
    const onMove = (event: Event) => {
      // A second finger makes it a pinch, not a swipe.
      if ((event as TouchEvent).touches.length > 1) end();
    };
    const onEnd = (event: Event) => {
      const touch = (event as TouchEvent).changedTouches[0];
      if (!swipe || !touch) return;
      const direction = swipeDirection({
        startX: swipe.x,
        startY: swipe.y,
        endX: touch.clientX,
        endY: touch.clientY,
        viewportWidth: window.innerWidth,
      });
      end();
      if (direction === 'back' && canGoBack()) navigate(-1);
      else if (direction === 'forward') navigate(1);
    };

    // The browser's own sideways-overscroll navigation (Chrome on Android) would go back a second
    // time on the same swipe; Glentia handles the gesture itself.
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehaviorX;
    root.style.overscrollBehaviorX = 'none';

    window.addEventListener('touchstart', onStart, PASSIVE);
    return () => {
      end();
      root.style.overscrollBehaviorX = overscroll;
      window.removeEventListener('touchstart', onStart);
    };
  }, [enabled, canGoBack, navigate]);
}
