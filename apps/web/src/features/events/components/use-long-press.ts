import { type MouseEvent, type PointerEvent, useRef } from 'react';

/** SPEC §9: a long press is 300 ms, and a finger moving more than 20 px is a scroll, not a press. */
export const LONG_PRESS_MS = 300;
export const LONG_PRESS_TOLERANCE_PX = 20;

/**
 * Handlers for a card that selects on a right-click or a long press. A long press swallows the
 * click that follows it, so the card does not also open.
 */
export function useLongPress(onSelect: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };

  return {
    onPointerDown(event: PointerEvent) {
      if (event.button !== 0) return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        fired.current = true;
        clear();
        onSelect();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      if (!start.current) return;
      const distance = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (distance > LONG_PRESS_TOLERANCE_PX) clear();
    },
    onPointerUp: clear,
    onPointerCancel: clear,
    onPointerLeave: clear,
    onContextMenu(event: MouseEvent) {
      event.preventDefault();
      clear();
      onSelect();
    },
    onClickCapture(event: MouseEvent) {
      if (fired.current) {
        event.preventDefault();
        event.stopPropagation();
        fired.current = false;
      }
    },
  };
}
