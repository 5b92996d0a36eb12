// Where each page of the visit was scrolled to, so that "back" to a list lands where the visitor left
// it. Pages load their data on the server, so the browser's own restoration runs before the new page
// has its height and lands near the top; and the route table's scroll-to-top on entry must not apply to
// a page the visitor comes back to. Positions are kept per history entry (Next's history.state.key) in
// sessionStorage, which survives a reload of the tab but not the tab itself.
import { historyKey } from './site-nav';

const STORAGE_KEY = 'nav:scrollPositions';
const MAX_ENTRIES = 50;

type Events = { on(event: string, fn: () => void): void; off(event: string, fn: () => void): void };

function read(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function write(positions: Record<string, number>): void {
  const keys = Object.keys(positions);
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[k];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: back then behaves as without this module.
  }
}

/**
 * Remembers the scroll position of the page being left, and after a navigation either restores it (back
 * or forward) or, for a new entry, scrolls to the top when the route asks for it. Returns the cleanup.
 */
export function startScrollMemory(events: Events, scrollToTop: () => boolean): () => void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // The entry shown now; history.state has already moved on when popstate fires, so it is tracked here.
  let current = historyKey(window.history.state);
  let popped = false;

  const onStart = () => {
    if (!current) return;
    const positions = read();
    positions[current] = Math.round(window.scrollY);
    write(positions);
  };
  const onPop = () => {
    popped = true;
  };
  const onComplete = () => {
    current = historyKey(window.history.state);
    const saved = popped && current ? read()[current] : undefined;
    popped = false;
    if (saved !== undefined) {
      // After React has committed the page, so that it is tall enough to scroll to.
      requestAnimationFrame(() => window.scrollTo(0, saved));
    } else if (scrollToTop()) {
      window.scrollTo(0, 0);
    }
  };
  const onError = () => {
    popped = false;
  };
  events.on('routeChangeStart', onStart);
  events.on('routeChangeComplete', onComplete);
  events.on('routeChangeError', onError);
  window.addEventListener('popstate', onPop);
  return () => {
    events.off('routeChangeStart', onStart);
    events.off('routeChangeComplete', onComplete);
    events.off('routeChangeError', onError);
    window.removeEventListener('popstate', onPop);
  };
}
