import { describe, expect, it } from 'vitest';
import type { MenuKey } from './routes';
import { backFallback, createInSiteHistory, historyKey, tabForMenuKey } from './site-nav';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const ORIGIN = 'https://edu.example.cn';
const outside = { referrer: 'https://weixin.qq.com/', origin: ORIGIN, historyLength: 5 };

describe('backFallback (issue 7 item 12)', () => {
  it('goes to the section the breadcrumb shows', () => {
    expect(backFallback('/detail/12', 'news', '/science')).toBe('/science');
    expect(backFallback('/detail/40', 'news', '/journal/3')).toBe('/journal/3');
  });

  it('goes to the nearest parent page when the page has no section', () => {
    expect(backFallback('/course/3', 'course')).toBe('/course');
    expect(backFallback('/course/success/3', 'course')).toBe('/course');
    expect(backFallback('/training/attend', 'training')).toBe('/training');
    expect(backFallback('/user/gift/7', 'user')).toBe('/user/gift');
    expect(backFallback('/live/2/', 'live')).toBe('/live');
  });

  it('goes to the section list by menu key, then home, never to the page itself', () => {
    expect(backFallback('/user/info', 'user')).toBe('/user/userCenter');
    expect(backFallback('/user/userCenter', 'user')).toBe('/');
    expect(backFallback('/video/5', 'course')).toBe('/course');
    expect(backFallback('/demand/1', 'demand')).toBe('/training');
    expect(backFallback('/search', null)).toBe('/');
    expect(backFallback('/science', 'news', '/science')).toBe('/');
  });

  it('skips parents that always answer 404', () => {
    expect(backFallback('/user/pay/3', 'user')).toBe('/user/userCenter');
  });
});

describe('tabForMenuKey (issue 7 item 18)', () => {
  it.each<MenuKey>(['base', 'demand', 'training'])('lights the training tab for the %s section', (key) => {
    expect(tabForMenuKey(key)).toBe('training');
  });

  it.each<MenuKey>(['user', 'index'])('lights the %s tab for its own section', (key) => {
    expect(tabForMenuKey(key)).toBe(key);
  });

  it.each<MenuKey | null>(['news', null])('lights no tab for %s', (key) => {
    expect(tabForMenuKey(key)).toBeNull();
  });
});

/** A tracker over one storage, handed over the way the browser's tracker gets sessionStorage: on each use. */
const over = (storage: ReturnType<typeof memoryStorage>) => createInSiteHistory(() => storage);

describe('createInSiteHistory', () => {
  it('does not go back from a page opened from another site, however long the tab history is', () => {
    const h = over(memoryStorage());
    expect(h.canGoBack({ key: 'k1', ...outside })).toBe(false);
    expect(h.canGoBack({ key: null, ...outside, referrer: '' })).toBe(false);
  });

  it('goes back after a client-side navigation, and not any more once back on the landing page', () => {
    const h = over(memoryStorage());
    h.start('landing');
    h.complete('second');
    expect(h.canGoBack({ key: 'second', ...outside })).toBe(true);
    // The browser's back button: Next.js restores the landing entry's key.
    h.popState();
    h.start('landing');
    h.complete('landing');
    expect(h.canGoBack({ key: 'landing', ...outside })).toBe(false);
  });

  it('treats a replace (a filter on the landing page) as the same entry', () => {
    const h = over(memoryStorage());
    h.start('landing');
    h.complete('landing');
    expect(h.canGoBack({ key: 'landing', ...outside })).toBe(false);
  });

  it('remembers in-site entries across a reload of the tab (sessionStorage)', () => {
    const storage = memoryStorage();
    const first = over(storage);
    first.start('a');
    first.complete('b');
    expect(over(storage).canGoBack({ key: 'b', ...outside })).toBe(true);
  });

  it('goes back after a full page load from one of our pages, unless the tab has nothing to go back to', () => {
    const h = createInSiteHistory(() => null);
    expect(h.canGoBack({ key: 'x', referrer: `${ORIGIN}/course`, origin: ORIGIN, historyLength: 3 })).toBe(true);
    expect(h.canGoBack({ key: 'x', referrer: `${ORIGIN}/course`, origin: ORIGIN, historyLength: 1 })).toBe(false);
    expect(h.canGoBack({ key: 'x', referrer: 'http://edu.example.cn/course', origin: ORIGIN, historyLength: 3 })).toBe(false);
  });

  it('survives broken storage', () => {
    const h = createInSiteHistory(() => ({ getItem: () => '{not json', setItem: () => { throw new Error('quota'); } }));
    h.start('a');
    h.complete('b');
    expect(h.canGoBack({ key: 'b', ...outside })).toBe(false);
  });

  it('reads the key Next.js keeps in history.state', () => {
    expect(historyKey({ key: 'abc', url: '/x', __N: true })).toBe('abc');
    expect(historyKey(null)).toBeNull();
    expect(historyKey({ key: 3 })).toBeNull();
  });
});
