import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when that changes. `drawn` is the answer a
 * server's drawing was made with (false by default): the app adopts the drawing with it, and
 * takes the browser's own answer right after.
 */
export function useMediaQuery(query: string, drawn = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => drawn);
}
