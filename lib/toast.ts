// docs/product.md §4/9: the site's one way to show a toast, and where the spec's rules on duration live. Plain
// DOM rather than antd-mobile's Toast: that one brought an animation library and a React root to the first
// load of every page (issue 13) for a line of text that fades.
import styles from './toast.module.css';

/** docs/product.md §9: a toast shows for 2000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 2000;

let current: { element: HTMLElement; timer: ReturnType<typeof setTimeout> | undefined } | null = null;

/** Closes the toast on screen, if any (for toasts shown without timed dismissal). */
export function clearToast(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.element.remove();
  current = null;
}

/**
 * Shows a short message, replacing the one on screen. docs/product.md §4: a duration of 0 or less means no timed
 * dismissal (clearToast or the next toast closes it).
 */
export function showToast(content: string, duration: number = TOAST_DURATION_MS): void {
  // Nothing to show during server rendering.
  if (typeof document === 'undefined') return;
  clearToast();
  const element = document.createElement('div');
  element.className = styles.toast;
  // A live region, so a screen reader reads the message without moving the focus.
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  element.textContent = content;
  document.body.append(element);
  const shown = { element, timer: undefined as ReturnType<typeof setTimeout> | undefined };
  if (duration > 0) {
    shown.timer = setTimeout(() => {
      if (current === shown) clearToast();
    }, duration);
  }
  current = shown;
}
