// docs/product.md §9: the reload guard. A page that reloads itself (build check) must not loop when a broken deploy
// keeps answering the wrong build: a second reload for the same reason within the window is refused.
import { reloadPage } from './navigate';

/** docs/product.md §9: 10000 ms by default. */
export const RELOAD_GUARD_MS = 10_000;

const PREFIX = 'reload-guard:';

/**
 * Reloads the page unless it was reloaded for the same key within windowMs; returns whether it did.
 * The time is kept in sessionStorage, which survives the reload but not the tab. Without storage the
 * guard cannot work, so it refuses rather than risk a loop.
 */
export function guardedReload(key: string, windowMs: number = RELOAD_GUARD_MS, now: number = Date.now()): boolean {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
    const last = Number(storage.getItem(PREFIX + key));
    const elapsed = now - last;
    // A negative elapsed time means the clock was set back: do not let that block reloads for long.
    if (last > 0 && elapsed >= 0 && elapsed < windowMs) return false;
    storage.setItem(PREFIX + key, String(now));
  } catch {
    return false;
  }
  reloadPage();
  return true;
}
