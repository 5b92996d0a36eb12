// docs/product.md §9: constants of the touch and popup behaviour, shared by every component that needs them.

/** docs/product.md §9: popups stack from this z-index upwards. */
export const POPUP_Z_INDEX_BASE = 2000;
/** docs/product.md §9: a touch that moves no more than this many pixels is still a tap. */
export const TAP_THRESHOLD_PX = 5;
/** docs/product.md §9: a touch held this long (ms) is a long press. */
export const LONG_PRESS_MS = 500;

let nextZIndex = POPUP_Z_INDEX_BASE;

/**
 * The z-index for a popup that opens now: 2000 for the first, then one more for each, so the latest
 * popup is on top. Call it when a popup opens (an event handler or effect), never while rendering:
 * a counter read during SSR would differ from the browser's and break hydration.
 */
export function nextPopupZIndex(): number {
  return nextZIndex++;
}

/** Starts the stacking again from the base (tests, or when every popup has closed). */
export function resetPopupZIndex(): void {
  nextZIndex = POPUP_Z_INDEX_BASE;
}
