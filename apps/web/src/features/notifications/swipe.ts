/** SPEC §2/§9 notification swipes: a 40 px drag decides; the action fires 230 ms after release. */
export const SWIPE_THRESHOLD_PX = 40;
export const SWIPE_FIRE_DELAY_MS = 230;

export type SwipeAction = 'read' | 'delete';

/** Right marks read, left deletes, anything shorter than the threshold (or mostly vertical) nothing. */
export function swipeAction(dx: number, dy = 0): SwipeAction | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return null;
  return dx > 0 ? 'read' : 'delete';
}
