import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `offset` pixels, settled `delay` ms after scrolling
 * stops (SPEC §9: the header title appears past 50 px, debounced 100 ms).
 */
export function useScrolledPast(offset = 50, delay = 100): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setPast(window.scrollY > offset), delay);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset, delay]);
  return past;
}
