import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back, when a dialog or sheet closes, to the element that had it when it opened
 * (Radix gives it back only to its own trigger, and Glentia's dialogs open from ordinary buttons,
 * links and menu items). Returns the `onCloseAutoFocus` handler for the Radix content: a caller's
 * own handler runs first, and its `preventDefault()` moves the focus elsewhere.
 */
export function useReturnFocus(
  open: boolean,
  onCloseAutoFocus?: (event: Event) => void,
): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // Before Radix moves the focus inside (an effect of its own, after every layout effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  };
}
