// What e2e tests use: the running site (started by global-setup.ts), its log, real Chromium at a desktop
// and a mobile viewport, and a login through the login page with the SMS code read from the server log.
import fs from 'node:fs';
import { describe, expect, inject } from 'vitest';
import { chromium } from 'playwright-core';
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { ApiUserInfo, Envelope } from '@/contract/api-types';

declare module 'vitest' {
  // Module augmentation only merges into an interface, so this one cannot be a type alias.
  export interface ProvidedContext {
    baseURL: string;
    serverLogFile: string;
    smsResendMs: number;
  }
}

/** Origin of the site under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
export const baseURL = inject('baseURL');

export const viewports = ['desktop', 'mobile'] as const;
export type Viewport = (typeof viewports)[number];

/** Runs the same tests once per viewport, each in a describe named after it. */
export function forEachViewport(fn: (viewport: Viewport) => void): void {
  for (const viewport of viewports) describe(viewport, () => fn(viewport));
}

// ---- server log ----

type LogLine = { at: number; text: string };

function readLog(): LogLine[] {
  const raw = fs.readFileSync(inject('serverLogFile'), 'utf8');
  return raw
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const tab = row.indexOf('\t');
      return { at: Number(row.slice(0, tab)), text: row.slice(tab + 1) };
    });
}

/** Everything the server has printed so far, stdout and stderr interleaved as they arrived. */
export function serverLog(): string {
  return readLog()
    .map((l) => l.text)
    .join('\n');
}

/** The current length of the log in lines: pass it to waitForSmsCode before triggering a send. */
export function logMark(): number {
  return readLog().length;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function smsLines(phone: string, sinceIndex: number): LogLine[] {
  const pattern = new RegExp(`SMS code for ${phone.replace(/\D/g, '')}: (\\d+)`);
  return readLog()
    .slice(sinceIndex)
    .filter((l) => pattern.test(l.text));
}

/**
 * The newest SMS code sent to phone in log lines from sinceIndex on (take logMark() before the click
 * that sends it), waiting for the line to appear.
 */
export async function waitForSmsCode(phone: string, sinceIndex = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smsLines(phone, sinceIndex).at(-1);
    // The server logs JSON lines (the code sits inside "msg"), so read the digits after the phone.
    if (found) return /SMS code for \d+: (\d+)/.exec(found.text)?.[1] ?? '';
    if (Date.now() > deadline) {
      throw new Error(`No "SMS code for ${phone}" in the server log within ${timeoutMs} ms. Last lines:\n${serverLog().split('\n').slice(-20).join('\n')}`);
    }
    await sleep(100);
  }
}

/** Waits out the server's resend window for phone (shortened for e2e by global-setup.ts). */
async function waitForResendWindow(phone: string): Promise<void> {
  const last = smsLines(phone, 0).at(-1);
  if (!last) return;
  const wait = last.at + inject('smsResendMs') + 250 - Date.now();
  if (wait > 0) await sleep(wait);
}

// ---- browser ----

// The system Chromium (Debian package `chromium`); Playwright cannot download its own build here.
const CHROMIUM_PATH = '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Nothing leaves this machine: every non-loopback request goes to a dead proxy and fails at once
  // (Chromium bypasses proxies for loopback by default), and no host name but ours resolves.
  '--proxy-server=http://127.0.0.1:9',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const VIEWPORT_OPTIONS: Record<Viewport, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: MOBILE_UA },
};

/** A new Chromium; the caller closes it. Tests normally use newPage(), which shares one per file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS, headless: true });
}

let sharedBrowser: Promise<Browser> | undefined;
const openContexts = new Set<BrowserContext>();

/** A fresh browser context (own cookies and storage) at the viewport, closed after the test. */
export async function newContext(viewport: Viewport = 'desktop'): Promise<BrowserContext> {
  sharedBrowser ??= launchBrowser();
  const browser = await sharedBrowser;
  const context = await browser.newContext({
    ...VIEWPORT_OPTIONS[viewport],
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  context.setDefaultTimeout(15_000);
  openContexts.add(context);
  return context;
}

/** A page in its own fresh context; relative URLs in page.goto() resolve against baseURL. */
export async function newPage(viewport: Viewport = 'desktop'): Promise<Page> {
  const context = await newContext(viewport);
  return context.newPage();
}

/** Closes the contexts the test opened (tests/e2e/setup.ts runs it after each test). */
export async function closeContexts(): Promise<void> {
  const contexts = [...openContexts];
  openContexts.clear();
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
}

/** Closes the shared browser (tests/e2e/setup.ts runs it after each file). */
export async function closeBrowser(): Promise<void> {
  await closeContexts();
  const browser = sharedBrowser;
  sharedBrowser = undefined;
  if (browser) await (await browser).close();
}

// ---- actions and checks ----

/**
 * Logs in through the login page: opens `from` (default /login), fills the phone, asks for a code,
 * reads it from the server log, fills it, submits, and waits until the browser has left /login.
 */
export async function login(page: Page, phone: string, from = '/login'): Promise<void> {
  await page.goto(from);
  await waitForHydration(page);
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await waitForResendWindow(phone);
  const mark = logMark();
  await page.getByRole('button', { name: '获取验证码', exact: true }).click();
  const code = await waitForSmsCode(phone, mark);
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * A new page at the viewport, logged in as `phone` through the login page that sends the browser on to
 * `path`; waits until it is there and hydrated.
 */
export async function openAs(viewport: Viewport, phone: string, path: string): Promise<Page> {
  const page = await newPage(viewport);
  await login(page, phone, `/login?url=${encodeURIComponent(path)}`);
  const pathname = new URL(path, baseURL).pathname;
  await page.waitForURL((url) => url.pathname === pathname);
  await waitForHydration(page);
  return page;
}

/** A new page at the viewport opened at `path` as a guest, which answers `status` (200 unless told). */
export async function openPage(viewport: Viewport, path: string, status = 200): Promise<Page> {
  const page = await newPage(viewport);
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(status);
  return page;
}

/** Opens `path` on the page and checks that it is the 404 page. */
export async function expect404(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(404);
  await expectVisible(page.getByRole('heading', { name: '页面不存在' }));
}

/** The certificate number a certificate card shows in `dd`, checked for its grouped form (K7M2-9QXH-T4PW-8ZR3). */
export async function readCertNumber(dd: Locator): Promise<string> {
  const text = await dd.innerText();
  expect(text).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  return text;
}

/** The @type of each JSON-LD block the page carries, in order (the site's Organization node included). */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']);
}

/** The console's demo staff, one per role (server/seed/staff.ts). */
export const STAFF = { admin: '13900000001', editor: '13900000002', registrar: '13900000003', finance: '13900000004', store: '13900000005' } as const;

/**
 * Waits until React has hydrated the page: before that, a click on a button that is only wired up on
 * the client does nothing. React marks each element it adopts with a `__reactFiber$...` key. It hydrates
 * the frame first, in document order, and the page's own content (under #main) after it
 * (components/layout/Layout.tsx), finishing each element after the elements inside it: so the page is
 * hydrated once the last element under #__next and the last element directly under #main have one.
 * (Next's own window.__NEXT_HYDRATED flag exists only in its test mode.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    type Fiber = { flags: number; alternate: Fiber | null; return: Fiber | null };
    // Adopted and committed: React hands an event to an element only then. Until the commit, the fibers it has just
    // made carry the Placement or Hydrating flag (4098) and have no alternate (React's getNearestMountedFiber), and
    // the content is hydrated in slices, so the browser (and a click) can run in between.
    const adopted = (el: Element | null | undefined) => {
      const key = el ? Object.keys(el).find((k) => k.startsWith('__reactFiber$')) : undefined;
      if (!el || !key) return false;
      for (let node = (el as unknown as Record<string, Fiber | null>)[key]; node && !node.alternate; node = node.return) {
        if (node.flags & 4098) return false;
      }
      return true;
    };
    const all = document.querySelectorAll('#__next *');
    const main = document.getElementById('main');
    return adopted(all[all.length - 1]) && (!main?.lastElementChild || adopted(main.lastElementChild));
  });
}

/**
 * Waits until some element the locator matches is visible; throws with the locator if none is. The
 * same text often sits in both layouts (a desktop header and a mobile bar), one of them hidden by CSS.
 */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout });
}

/** POSTs a form to the built-in API as the browser context would (its cookies, our Origin). */
export async function postApi<T>(request: APIRequestContext, path: string, form: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = await request.post(`${baseURL}/api/med/${path}`, { form, headers: { Origin: baseURL } });
  return (await res.json()) as Envelope<T>;
}

/** The user info the API gives this context's cookies (home/auth). */
export async function getUserInfo(request: APIRequestContext): Promise<ApiUserInfo> {
  return (await postApi<ApiUserInfo>(request, 'home/auth')).data;
}
