import { useEffect, useState } from 'react';
import { afterNextPaint } from './next-task.ts';

/**
 * Whether the page is scrolled further than `offset` pixels, settled `delay` ms after scrolling
 * stops (SPEC §9: the header title appears past 50 px, debounced 100 ms).
 *
 * The scroll position is read once the next frame has been drawn: read while the page has changes
 * not yet laid out (React adopting or drawing a page), it makes the browser lay the page out there
 * and then, inside the reader's turn (12 ms of style and layout when the app adopts the home page).
 * It starts as not scrolled, as the server draws it.
 */
export function useScrolledPast(offset = 50, delay = 100): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Only the read asked for last counts (a later scroll, or the hook gone, drops an earlier one).
    let reads = 0;
    const onScroll = () => {
      clearTimeout(timer);
      const read = ++reads;
      timer = setTimeout(() => {
        void afterNextPaint().then(() => {
          if (read === reads) setPast(window.scrollY > offset);
        });
      }, delay);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      clearTimeout(timer);
      reads++;
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset, delay]);
  return past;
}
