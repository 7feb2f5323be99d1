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

export const CHIP_LABEL_LIMIT = 20;

/** Chip labels are cut at 20 characters with an ellipsis. */
export function truncateLabel(label: string, limit: number = CHIP_LABEL_LIMIT): string {
  const chars = Array.from(label);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : label;
}
