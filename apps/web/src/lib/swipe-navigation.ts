/**
 * SPEC §2 Layout: swiping left or right goes forward or back, except inside an area that scrolls
 * sideways (event rows, carousels), where the swipe belongs to that area. SPEC §9: 100 px.
 */

export const SWIPE_THRESHOLD = 100;
/** Swipes starting this close to the screen's side are the browser's own back/forward gesture. */
export const SWIPE_EDGE_MARGIN = 20;

export interface SwipeGesture {
  startX: number;
  startY: number;
  endX: number;
  endY: number;
  /** Width of the screen, to recognise swipes that start at its edges. */
  viewportWidth: number;
}

/**
 * `back` for a swipe to the right, `forward` for one to the left, `null` for anything else: too
 * short, more vertical than horizontal (scrolling), or begun at the screen's edge.
 */
export function swipeDirection(
  gesture: SwipeGesture,
  threshold = SWIPE_THRESHOLD,
): 'back' | 'forward' | null {
  const dx = gesture.endX - gesture.startX;
  const dy = gesture.endY - gesture.startY;
  if (Math.abs(dx) < threshold) return null;
  // Mostly sideways: at least twice as far across as down.
  if (Math.abs(dy) * 2 > Math.abs(dx)) return null;
  if (gesture.startX < SWIPE_EDGE_MARGIN || gesture.startX > gesture.viewportWidth - SWIPE_EDGE_MARGIN) {
    return null;
  }
  return dx > 0 ? 'back' : 'forward';
}

/** Elements whose swipes are their own business: maps, sliders, dialogs, text being edited. */
export const OWN_GESTURES_SELECTOR =
  '[data-swipe-ignore], .leaflet-container, input, textarea, select, [contenteditable="true"], [role="slider"], [role="dialog"], [role="alertdialog"]';

/** Whether `element` scrolls sideways (its content is wider than it and its overflow allows scrolling). */
function scrollsHorizontally(element: Element): boolean {
  if (element.scrollWidth <= element.clientWidth + 1) return false;
  const overflowX = getComputedStyle(element).overflowX;
  return overflowX === 'auto' || overflowX === 'scroll';
}

/** Whether a swipe starting at `target` must be left to the element under the finger. */
export function startsInOwnGestureArea(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(OWN_GESTURES_SELECTOR)) return true;
  for (let element: Element | null = target; element; element = element.parentElement) {
    if (element === document.documentElement || element === document.body) break;
    if (scrollsHorizontally(element)) return true;
  }
  return false;
}
