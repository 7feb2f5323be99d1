import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { adoptingDrawing, onPageAdopted } from '../stores/adoption.ts';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether a CSS media query matches now; re-renders when that changes. `drawn` is the answer a
 * server's drawing was made with (false by default): the app adopts the drawing with it, and once
 * the page is adopted takes the window's own answer, in a transition. A drawing made for another
 * width (the server draws a wide frame for any browser that does not say it is a phone, and an
 * iPad in portrait says it is a Mac) is then drawn again in slices a phone can answer a tap
 * between, not in one synchronous turn: as a store value that differed from the drawing, React
 * redrew the whole frame and page at once (290–320 ms of one turn with the CPU slowed 8×).
 */
export function useMediaQuery(query: string, drawn = false): boolean {
  const followsWindow = useRef(!adoptingDrawing());
  const [, redraw] = useState(0);
  useEffect(() => {
    if (followsWindow.current) return;
    const follow = () => {
      followsWindow.current = true;
      if (matches(query) !== drawn) startTransition(() => redraw((count) => count + 1));
    };
    return onPageAdopted(follow);
  }, [query, drawn]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (followsWindow.current ? matches(query) : drawn),
    () => drawn,
  );
}
