// What a page's start asks of the browser (issue 13, docs/architecture.md §7): the first read of a cookie or of
// web storage in a tab is a synchronous call to the browser process, so none may happen inside the hydration
// task, only once the browser is idle (lib/when-idle.ts). The single sign-on check, which reads them, still
// runs on every visit.
import { describe, expect, it } from 'vitest';
import { baseURL, newContext, waitForHydration } from './harness';

/** Records every read of document.cookie, localStorage and sessionStorage, and whether the browser had been idle before it. */
function recordStartReads() {
  const reads: { what: string; idle: boolean }[] = [];
  let idleYet = false;
  (window as unknown as { __startReads: typeof reads }).__startReads = reads;
  const nativeIdle = window.requestIdleCallback?.bind(window);
  if (nativeIdle) {
    window.requestIdleCallback = (callback, options) =>
      nativeIdle((deadline) => {
        idleYet = true;
        callback(deadline);
      }, options);
  }
  const watch = (target: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    if (!descriptor?.get) return;
    const get = descriptor.get;
    Object.defineProperty(target, name, {
      ...descriptor,
      get() {
        reads.push({ what: name, idle: idleYet });
        return get.call(this);
      },
    });
  };
  watch(Document.prototype, 'cookie');
  watch(window, 'localStorage');
  watch(window, 'sessionStorage');
}

describe("a page's start", () => {
  it('reads no cookie and no web storage before the browser is idle, and still runs the SSO check', async () => {
    const context = await newContext('mobile');
    await context.addInitScript(recordStartReads);
    const page = await context.newPage();
    const ssoCheck = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/med/passport/sso');
    await page.goto('/');
    await waitForHydration(page);
    await ssoCheck;
    const reads = await page.evaluate(() => (window as unknown as { __startReads: { what: string; idle: boolean }[] }).__startReads);
    expect(reads.filter((r) => !r.idle)).toEqual([]);
    // The check read the logged-out flag (a cookie) once idle.
    expect(reads.some((r) => r.what === 'cookie' && r.idle)).toBe(true);
  });

  it("hydrates the page's own content apart from the frame around it, and a click there before then still counts", async () => {
    // A visible Activity boundary is written in place as a pair of comments: React hydrates what is inside after the
    // frame, in slices (components/layout/Layout.tsx).
    for (const path of ['/', '/training', '/detail/10', '/login']) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html, path).toMatch(/<main id="main"[^>]*><!--&-->/);
      expect(html, path).toContain('<!--/&--></main>');
    }
    // A link in the content, clicked as soon as the frame is hydrated, opens the next page within the app (the
    // window and what it holds stay), as a link React has adopted does.
    const context = await newContext('desktop');
    const page = await context.newPage();
    await page.goto('/training');
    await page.waitForFunction(() => {
      const all = document.querySelectorAll('#__next *');
      return Object.keys(all[all.length - 1] ?? {}).some((key) => key.startsWith('__reactFiber$'));
    });
    await page.evaluate(() => Object.assign(window, { __sameWindow: true }));
    const link = page.locator('#main a[href^="/training?"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(await page.evaluate(() => (window as unknown as { __sameWindow?: boolean }).__sameWindow)).toBe(true);
    await context.close();
  });
});
