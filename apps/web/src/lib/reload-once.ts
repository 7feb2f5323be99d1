const RELOAD_MARK = 'glentia.reloadedForUpdate';

/**
 * Reloads the page to pick up a new build, unless it already did so in the last 10 seconds (then a
 * second failure in a row is shown instead of reloading for ever). True when it reloads.
 */
export function reloadOnce(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (now - last <= 10_000) return false;
    sessionStorage.setItem(RELOAD_MARK, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
