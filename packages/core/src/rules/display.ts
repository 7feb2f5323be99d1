/** Small display rules of SPEC §9. */

/** Views are shown as `0-100` while under 100, so a new event does not look empty. */
export function formatViews(views: number): string {
  return views < 100 ? '0-100' : String(views);
}

/** Favourites: up to 3 person icons, then `+N` for the rest. */
export function favoriteIcons(count: number): { icons: number; more: number } {
  const safe = Math.max(0, Math.floor(count));
  return { icons: Math.min(3, safe), more: Math.max(0, safe - 3) };
}

/**
 * Fewest people online for the home page to show the figure. Only devices whose owner allowed
 * statistics are counted, so a reader who did not could be told that nobody is there; below this
 * the tile is left out, which also keeps tiny counts to ourselves.
 */
export const ONLINE_SHOWN_FROM = 5;

/** Whether the home page shows the number of people online now. */
export function showsOnlineFigure(online: number): boolean {
  return online >= ONLINE_SHOWN_FROM;
}

export const CHIP_LABEL_LIMIT = 20;

/** Chip labels are cut at 20 characters with an ellipsis. */
export function truncateLabel(label: string, limit: number = CHIP_LABEL_LIMIT): string {
  const chars = Array.from(label);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : label;
}
