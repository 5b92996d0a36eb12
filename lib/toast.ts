// docs/product.md §4/9: the site's one way to show a toast. Wraps antd-mobile's Toast so the spec's rules on
// duration live in one place. Needs _app's React 19 render shim (lib/antd-react19.ts) to be visible.
import Toast from 'antd-mobile/es/components/toast';

/** docs/product.md §9: a toast shows for 2000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 2000;

/**
 * Shows a short message. docs/product.md §4: a duration of 0 or less means no timed dismissal; antd-mobile spells
 * that 0 (a negative value would make it close at once).
 */
export function showToast(content: string, duration: number = TOAST_DURATION_MS): void {
  // Nothing to show during server rendering.
  if (typeof document === 'undefined') return;
  Toast.show({ content, duration: duration > 0 ? duration : 0 });
}

/** Closes the toast on screen, if any (for toasts shown without timed dismissal). */
export function clearToast(): void {
  if (typeof document === 'undefined') return;
  Toast.clear();
}
