/**
 * Hints a person closed stay closed on this device. Kept apart from the session (`state.user`,
 * SPEC §3) because they are only about what this screen shows, never sent anywhere.
 */
const STORAGE_KEY = 'glentia.dismissedHints';

export type HintName = 'helpWidget';

function readAll(): HintName[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is HintName => typeof item === 'string') : [];
  } catch {
    // Storage blocked or garbled: show the hint, it is harmless.
    return [];
  }
}

export function isHintDismissed(name: HintName): boolean {
  return readAll().includes(name);
}

export function dismissHint(name: HintName): void {
  try {
    const all = readAll();
    if (!all.includes(name)) localStorage.setItem(STORAGE_KEY, JSON.stringify([...all, name]));
  } catch {
    // Private mode without storage: it stays closed until the page is left, which is the best we can do.
  }
}
