// Work a page's start can wait for (docs/architecture.md §7): the first read of document.cookie, localStorage or
// sessionStorage in a tab is a synchronous call to the browser process, several milliseconds each on a busy phone,
// and inside the hydration task they lengthen the longest task a visitor waits on. Run here, they come after it.

/** Longest wait for an idle moment; a page that never idles still runs the task. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs task once the browser is idle (a timer where requestIdleCallback is missing, as in Safari); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
