// Where the navigation points: the mobile back arrow's way out of a page that was opened directly, the
// bottom tab a page belongs to, and the history bookkeeping that tells the two situations apart.
import { matchRoute, type MenuKey } from './routes';

export type TabKey = 'index' | 'training' | 'course' | 'live' | 'user';

/**
 * The bottom tab each menu key belongs to. Bases and the training-needs survey sit under 培训 in the main
 * menu, so the tab bar says so too; sections with no tab of their own (articles, journals, the case
 * competition) leave every tab unlit rather than pretending to be on the home page.
 */
const TAB_OF: Partial<Record<MenuKey, TabKey>> = {
  index: 'index',
  training: 'training',
  base: 'training',
  demand: 'training',
  course: 'course',
  live: 'live',
  user: 'user',
};

export function tabForMenuKey(menuKey: MenuKey | null): TabKey | null {
  return menuKey ? (TAB_OF[menuKey] ?? null) : null;
}

/** The list page of a section, for a page with no section of its own and no parent route. */
const LIST_OF: Partial<Record<MenuKey, string>> = {
  training: '/training',
  base: '/base',
  demand: '/training',
  course: '/course',
  live: '/live',
  journal: '/journal',
  activity: '/activity',
  user: '/user/userCenter',
};

/** A page of its own: the news catch-all matches any one-segment path ("/user"), so it does not count. */
function isPage(path: string): boolean {
  const match = matchRoute(path);
  return Boolean(match && !match.route.alwaysNotFound && !match.route.validator);
}

/**
 * Where the back arrow goes when the previous history entry is not ours (a shared link, a new tab): the
 * section the breadcrumb shows, else the nearest parent route ("/course/success/3" -> "/course"), else
 * the section's list by menu key, else home. Never the page itself.
 */
export function backFallback(pathname: string, menuKey: MenuKey | null, section?: string | null): string {
  const here = pathname.replace(/\/+$/, '') || '/';
  if (section && section.split(/[?#]/)[0] !== here) return section;
  const parts = here.split('/').filter(Boolean);
  for (let n = parts.length - 1; n > 0; n--) {
    const parent = `/${parts.slice(0, n).join('/')}`;
    if (isPage(parent)) return parent;
  }
  const list = menuKey ? LIST_OF[menuKey] : undefined;
  if (list && list !== here) return list;
  return '/';
}

/** The history entry keys Next.js stores in history.state (pages router: { key, url, as, ... }). */
export function historyKey(state: unknown): string | null {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const STORAGE_KEY = 'nav:inSiteEntries';
const MAX_ENTRIES = 100;

/**
 * Remembers which history entries were reached by a client-side navigation from another page of ours,
 * so their previous entry is ours too. `history.length > 1` says nothing of the kind: a shared link
 * opened in a tab that had visited another site has a long history that leads straight off the site.
 * Kept in sessionStorage (per tab) so it survives a full reload of an in-site page.
 */
export function createInSiteHistory(storage: () => Pick<Storage, 'getItem' | 'setItem'> | null) {
  let pendingFrom: string | null = null;
  let popped = false;

  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (keys: string[]) => {
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify(keys.slice(-MAX_ENTRIES)));
    } catch {
      // Private mode or a full quota: the arrow then falls back to the section, which is still in the site.
    }
  };

  return {
    /** A route change starts from the entry with this key. */
    start(fromKey: string | null) {
      pendingFrom = fromKey;
    },
    /** The browser went back or forward: the entry it lands on was not created now. */
    popState() {
      popped = true;
    },
    /** A route change finished on the entry with this key. */
    complete(toKey: string | null) {
      // A push creates a new key; a replace (filters, paging) keeps the key and the entry's origin.
      const pushed = !popped && toKey !== null && pendingFrom !== null && toKey !== pendingFrom;
      if (pushed) write([...read().filter((k) => k !== toKey), toKey]);
      popped = false;
      pendingFrom = null;
    },
    /** Whether going back from the entry with this key stays on the site. */
    canGoBack({ key, referrer, origin, historyLength }: { key: string | null; referrer: string; origin: string; historyLength: number }): boolean {
      if (key !== null && read().includes(key)) return true;
      // Reached by a full page load from one of our pages (a plain link): the previous entry is that page.
      // A new tab opened from our page has the referrer too but nothing to go back to.
      return historyLength > 1 && sameOrigin(referrer, origin);
    },
  };
}

function sameOrigin(url: string, origin: string): boolean {
  if (!url) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

export type InSiteHistory = ReturnType<typeof createInSiteHistory>;

let browserHistory: InSiteHistory | null = null;

/** The tab's one tracker (browser only; null on the server). */
export function getInSiteHistory(): InSiteHistory | null {
  if (typeof window === 'undefined') return null;
  if (!browserHistory) {
    // sessionStorage is opened at the first read or write, not here: the tracker is made while the page hydrates,
    // and a tab's first touch of it is a synchronous call to the browser (lib/when-idle.ts).
    browserHistory = createInSiteHistory(() => window.sessionStorage);
  }
  return browserHistory;
}
