import { type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';

/** SPEC §9: a press counts as long after 300 ms, as long as the finger moves less than 20 px. */
export const LONG_PRESS_MS = 300;
export const LONG_PRESS_TOLERANCE_PX = 20;

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  onContextMenu: (event: MouseEvent) => void;
  /** Swallows the click that ends a long press, so a card that was selected does not also open. */
  onClickCapture: (event: MouseEvent) => void;
}

/**
 * A long press (touch, pen or mouse held still for 300 ms) or a right-click calls `onLongPress`.
 * Moving more than 20 px first (scrolling a row of cards, for one) cancels it. With no
 * `onLongPress` nothing is intercepted, so the browser's own menu keeps working.
 */
export function useLongPress(
  onLongPress: (() => void) | undefined,
  { ms = LONG_PRESS_MS, tolerance = LONG_PRESS_TOLERANCE_PX } = {},
): LongPressHandlers | Record<string, never> {
  const callback = useRef(onLongPress);
  callback.current = onLongPress;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!onLongPress) return {};

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  };

  return {
    onPointerDown: (event) => {
      // A mouse's right button opens the context menu, handled below.
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      cancel();
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        fired.current = true;
        start.current = null;
        callback.current?.();
      }, ms);
    },
    onPointerMove: (event) => {
      const origin = start.current;
      if (!origin) return;
      if (Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > tolerance) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (event) => {
      event.preventDefault();
      // A touch long press also raises a context menu on some phones: select only once.
      if (fired.current) return;
      cancel();
      fired.current = true;
      callback.current?.();
    },
    onClickCapture: (event) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
