/**
 * Dark theme (SPEC §4): `null` follows the device's colour scheme and keeps following it when it
 * changes; `true` or `false` force dark or light. Applied as the `dark` class on <html>.
 */

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Browser chrome colours matching the page background in each theme. */
const THEME_COLORS = { light: '#f7f4ee', dark: '#0b1322' } as const;

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/** Whether the dark theme is on for a setting, given what the device prefers. */
export function isDarkTheme(setting: boolean | null, prefersDark: boolean): boolean {
  return setting ?? prefersDark;
}

/**
 * Marks the page for a theme (the stylesheet sets the colour scheme by the class), touching only what
 * changes: each change restyles the whole page.
 */
function paint(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  const color = dark ? THEME_COLORS.dark : THEME_COLORS.light;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    if (meta.content !== color) meta.content = color;
  }
}

let stopFollowing: (() => void) | null = null;

/** Applies a dark-theme setting now, and follows the device while the setting is `null`. */
export function applyTheme(setting: boolean | null): void {
  if (typeof document === 'undefined') return;
  stopFollowing?.();
  stopFollowing = null;
  paint(isDarkTheme(setting, systemPrefersDark()));
  if (setting === null && typeof window.matchMedia === 'function') {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => paint(event.matches);
    query.addEventListener('change', onChange);
    stopFollowing = () => query.removeEventListener('change', onChange);
  }
}
