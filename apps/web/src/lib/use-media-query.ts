import { useCallback } from 'react';
import { useBrowserValue } from './drawing.ts';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether a CSS media query matches now; re-renders when that changes. `drawn` is the answer a
 * server's drawing was made with (false by default): the app adopts the drawing with it, and takes
 * the window's own answer once the page is adopted (`useBrowserValue`). A drawing made for another
 * width (the server draws a wide frame for any browser that does not say it is a phone, and an iPad
 * in portrait says it is a Mac) is so drawn again in slices a phone can answer a tap between.
 */
export function useMediaQuery(query: string, drawn = false): boolean {
  const read = useCallback(() => matches(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserValue(read, drawn, subscribe);
}
