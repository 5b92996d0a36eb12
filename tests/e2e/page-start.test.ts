// What a page's start asks of the browser (issue 13, docs/architecture.md §7): the first read of a cookie or of
// web storage in a tab is a synchronous call to the browser process, so none may happen inside the hydration
// task, only once the browser is idle (lib/when-idle.ts). The single sign-on check, which reads them, still
// runs on every visit.
import { describe, expect, it } from 'vitest';
import { newContext, waitForHydration } from './harness';

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
});
