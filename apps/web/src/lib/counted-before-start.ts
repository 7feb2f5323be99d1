/**
 * What app-start.js counted on a first visit while the drawn page waited for the visitor: an event
 * page's view (`page:<id>`), a card's (`event:<id>`) and an ad's (`ad:<id>`), each once (SPEC §9).
 */
declare global {
  interface Window {
    glentiaCounted?: Set<string>;
  }
}

/**
 * Whether `key` was counted before the app started; it is so only once, so the app's own count of
 * it (the same card seen, the same page opened) is the one it stands for, and a later one counts.
 */
export function takeCountedBeforeStart(key: string): boolean {
  if (typeof window === 'undefined') return false;
  return window.glentiaCounted?.delete(key) ?? false;
}
