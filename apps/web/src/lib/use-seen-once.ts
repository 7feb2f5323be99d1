import { type RefObject, useEffect, useRef } from 'react';

/** SPEC §9: something counts as seen once more than 80 % of it is on screen. */
export const SEEN_THRESHOLD = 0.8;

/** Calls `onSeen` the first time the element is more than 80 % visible. */
export function useSeenOnce(ref: RefObject<Element | null>, onSeen: () => void): void {
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio > SEEN_THRESHOLD)) {
          observer.disconnect();
          callback.current();
        }
      },
      { threshold: [SEEN_THRESHOLD, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
