// The members' own-page cache (lib/own-html-cache.ts) in front of a stand-in for Next on a real HTTP server. The
// stand-in renders like the personal centre does: a fresh nonce per render in the CSP header and on every script,
// the session's member and their data as they are now, and the loader's note of how long that render stays right
// (lib/own-page-validity.ts). The stamp (member, data version) comes from a table the tests change, as the
// session query reads users.data_version.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_STATUS_HEADER } from './guest-html-cache';
import { createOwnHtmlCache, isOwnPagePath, type OwnHtmlCache, type OwnPageStamp } from './own-html-cache';
import { nextChangeAt, noteValidUntil, OWN_PAGE_MAX_MS, validUntilOf } from './own-page-validity';

const CENTRE = '/user/userCenter';
const T0 = 1_700_000_000_000;

/** Each session id's stamp now (null: no working session; 'throw': the session read fails). */
let stamps: Record<string, OwnPageStamp | null | 'throw'> = {};
/** What each member's page shows now (their name and unread count, say). */
let shown: Record<number, string> = {};
let clock = T0;
let renders = 0;
let renderDelayMs = 0;
/** The loader's note: ms from the clock, or null to note nothing. */
let validForMs: number | null = 60_000;

const sid = (req: http.IncomingMessage) => /(?:^|;\s*)(?:__Host-)?med_sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';

async function stampOf(req: http.IncomingMessage): Promise<OwnPageStamp | null> {
  const stamp = stamps[sid(req)];
  if (stamp === 'throw') throw new Error('database down');
  return stamp ?? null;
}

function render(req: http.IncomingMessage, res: http.ServerResponse): void {
  renders += 1;
  const nonce = Buffer.from(String(Math.random())).toString('base64');
  const stamp = stamps[sid(req)];
  // Read when the render starts, as a loader reads the database.
  const text = stamp && stamp !== 'throw' ? shown[stamp.owner] : '请登录';
  const url = new URL(req.url ?? '/', 'http://x');
  if (validForMs !== null) noteValidUntil(req, clock + validForMs);
  setTimeout(() => {
    if (url.searchParams.has('fail')) res.statusCode = 500;
    if (url.searchParams.has('set')) res.setHeader('set-cookie', 'med_sid=renewed');
    res.setHeader('content-type', url.searchParams.has('json') ? 'application/json' : 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader('content-security-policy', url.searchParams.has('nocsp') ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.end(`<html><head><script nonce="${nonce}" src="/a.js"></script></head><body><h1>${text}</h1><script nonce="${nonce}" src="/b.js"></script></body></html>`);
  }, renderDelayMs);
}

let cache: OwnHtmlCache;
const server = http.createServer((req, res) => {
  if (!cache.request(req, res, () => render(req, res))) render(req, res);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  // A new cache for each test: clear() empties again a second later, which would reach into the next test.
  cache = createOwnHtmlCache({ isOwnPath: (p) => p === CENTRE, stampOf, now: () => clock });
  stamps = { a: { owner: 1, version: '7.0' }, b: { owner: 2, version: '7.0' }, gone: null, broken: 'throw' };
  shown = { 1: '张晓明 未读消息（2）', 2: '李医生 未读消息（5）' };
  clock = T0;
  renders = 0;
  renderDelayMs = 0;
  validForMs = 60_000;
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(path: string, session?: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { ...headers, ...(session ? { cookie: `other=1; med_sid=${session}` } : {}) }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

const status = (answer: Answer) => answer.headers[CACHE_STATUS_HEADER];

/** The nonce of the CSP header and every nonce attribute in the page. */
function nonces(answer: Answer): { header: string | undefined; page: string[] } {
  const header = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  return { header, page: [...answer.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!) };
}

const withoutNonce = (answer: Answer) => answer.body.replaceAll(nonces(answer).header!, 'N');

describe('members\' own-page cache', () => {
  it('serves a member their own last render the second time, under a new nonce that matches its CSP header', async () => {
    const first = await get(CENTRE, 'a');
    const second = await get(CENTRE, 'a');
    const third = await get(CENTRE, 'a', { 'accept-encoding': 'gzip' });
    expect(renders).toBe(1);
    expect([first, second, third].map(status)).toEqual(['miss', 'own', 'own']);
    expect(third.headers['content-encoding']).toBe('gzip');
    const seen = new Set<string>();
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('张晓明 未读消息（2）');
      const { header, page } = nonces(answer);
      expect(page).toHaveLength(2);
      expect(page.every((n) => n === header)).toBe(true);
      seen.add(header!);
    }
    expect(seen.size).toBe(3);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(withoutNonce(third)).toBe(withoutNonce(first));
    expect(second.headers['cache-control']).toContain('no-store');
  });

  it('renders anew once the member\'s data version moved, and serves that render next', async () => {
    await get(CENTRE, 'a');
    expect(status(await get(CENTRE, 'a'))).toBe('own');
    stamps.a = { owner: 1, version: '8.0' };
    shown[1] = '张晓明 未读消息（0）';
    const after = await get(CENTRE, 'a');
    expect(status(after)).toBe('miss');
    expect(after.body).toContain('未读消息（0）');
    const again = await get(CENTRE, 'a');
    expect(status(again)).toBe('own');
    expect(again.body).toContain('未读消息（0）');
    expect(renders).toBe(2);
  });

  it('never gives one member another\'s copy of the same address, nor a copy of another address', async () => {
    await get(CENTRE, 'a');
    expect(status(await get(CENTRE, 'a'))).toBe('own');
    // Same address, same version string: another owner.
    const other = await get(CENTRE, 'b');
    expect(status(other)).toBe('miss');
    expect(other.body).toContain('李医生');
    expect(other.body).not.toContain('张晓明');
    const otherAgain = await get(CENTRE, 'b');
    expect(status(otherAgain)).toBe('own');
    expect(otherAgain.body).toContain('李医生');
    const mine = await get(CENTRE, 'a');
    expect(status(mine)).toBe('own');
    expect(mine.body).toContain('张晓明');
    expect(mine.body).not.toContain('李医生');
    expect(status(await get(`${CENTRE}?tab=1`, 'a'))).toBe('miss');
    expect(renders).toBe(3);
    expect(cache.size()).toBe(3);
  });

  it('hands a request without a working session to the page, not to a copy', async () => {
    await get(CENTRE, 'a');
    expect(status(await get(CENTRE, 'a'))).toBe('own');
    // The same cookie after a logout (or an expired session): the stamp is null.
    stamps.a = null;
    const out = await get(CENTRE, 'a');
    expect(status(out)).toBeUndefined();
    expect(out.body).toContain('请登录');
    expect(out.body).not.toContain('张晓明');
    // The session read fails: the page decides.
    stamps.a = 'throw';
    const failed = await get(CENTRE, 'a');
    expect(status(failed)).toBeUndefined();
    expect(failed.body).not.toContain('张晓明');
    expect(renders).toBe(3);
    expect(cache.size()).toBe(1);
  });

  it('renders anew when the clock reaches the moment the loader noted', async () => {
    validForMs = 1000;
    await get(CENTRE, 'a');
    clock = T0 + 999;
    expect(status(await get(CENTRE, 'a'))).toBe('own');
    clock = T0 + 1000;
    shown[1] = '张晓明 培训班进行中';
    const after = await get(CENTRE, 'a');
    expect(status(after)).toBe('miss');
    expect(after.body).toContain('培训班进行中');
    expect(renders).toBe(2);
  });

  it('keeps no render whose loader noted nothing', async () => {
    validForMs = null;
    expect(status(await get(CENTRE, 'a'))).toBe('miss');
    expect(status(await get(CENTRE, 'a'))).toBe('miss');
    expect(renders).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('keeps no error page, no answer that sets a cookie, nothing but HTML and no page without a CSP nonce', async () => {
    for (const query of ['?fail=1', '?set=1', '?json=1', '?nocsp=1']) {
      const first = await get(`${CENTRE}${query}`, 'a');
      expect(status(first)).toBe('miss');
      expect(status(await get(`${CENTRE}${query}`, 'a'))).toBe('miss');
    }
    expect(renders).toBe(8);
    expect(cache.size()).toBe(0);
  });

  it('does not keep a render that started before a clear (a staff change)', async () => {
    renderDelayMs = 100;
    const pending = get(CENTRE, 'a');
    await new Promise((r) => setTimeout(r, 20));
    shown[1] = '张晓明 新的培训班名称';
    cache.clear();
    expect((await pending).body).not.toContain('新的培训班名称');
    expect(cache.size()).toBe(0);
    renderDelayMs = 0;
    const next = await get(CENTRE, 'a');
    expect(status(next)).toBe('miss');
    expect(next.body).toContain('新的培训班名称');
  });

  it('drops every copy on clear', async () => {
    await get(CENTRE, 'a');
    await get(CENTRE, 'b');
    expect(cache.size()).toBe(2);
    cache.clear();
    expect(cache.size()).toBe(0);
    expect(status(await get(CENTRE, 'a'))).toBe('miss');
  });
});

describe('which requests it takes', () => {
  const req = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') => ({ url, headers, method }) as http.IncomingMessage;
  const res = () => ({ setHeader() {} }) as unknown as http.ServerResponse;

  it('takes a plain GET of an own page with a session cookie, and nothing else', async () => {
    const seen = vi.fn(async () => null);
    const own = createOwnHtmlCache({ isOwnPath: isOwnPagePath, stampOf: seen });
    const pass = vi.fn();
    for (const [url, headers, method] of [
      [CENTRE, {}, 'GET'],
      [CENTRE, { cookie: 'med_logged_out=1; other=1' }, 'GET'],
      ['/', { cookie: 'med_sid=x' }, 'GET'],
      ['/user/info', { cookie: 'med_sid=x' }, 'GET'],
      [CENTRE, { cookie: 'med_sid=x' }, 'HEAD'],
      [CENTRE, { cookie: 'med_sid=x', 'x-nextjs-data': '1' }, 'GET'],
      [CENTRE, { cookie: 'med_sid=x', purpose: 'prefetch' }, 'GET'],
      [CENTRE, { cookie: 'med_sid=x; invite=AB12CD' }, 'GET'],
      [`${CENTRE}?invite=AB12CD`, { cookie: 'med_sid=x' }, 'GET'],
    ] as const) {
      expect(own.request(req(url, { ...headers }, method), res(), pass), `${method} ${url} ${JSON.stringify(headers)}`).toBe(false);
    }
    expect(seen).not.toHaveBeenCalled();
    expect(pass).not.toHaveBeenCalled();
    // Taken: the session decides (here none works), and the page is rendered as ever.
    expect(own.request(req(CENTRE, { cookie: 'med_sid=x' }), res(), pass)).toBe(true);
    expect(own.request(req(CENTRE, { cookie: '__Host-med_sid=x' }), res(), pass)).toBe(true);
    await vi.waitFor(() => expect(pass).toHaveBeenCalledTimes(2));
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('knows the personal centre as an own page, and home and the other centre pages not', () => {
    expect(isOwnPagePath('/user/userCenter')).toBe(true);
    expect(isOwnPagePath('/')).toBe(false);
    expect(isOwnPagePath('/user/info')).toBe(false);
    expect(isOwnPagePath('/no/such/page')).toBe(false);
  });
});

describe('how long an own page stays right', () => {
  const now = 1_000_000_000_000;
  const s = (ms: number) => ms / 1000;

  it('is until the earliest moment after now among those the page shows', () => {
    expect(nextChangeAt(now, [s(now + 90_000), null, s(now - 60_000), undefined, s(now + 30_000), s(now)])).toBe(now + 30_000);
  });

  it('is at most OWN_PAGE_MAX_MS, also with nothing ahead', () => {
    expect(OWN_PAGE_MAX_MS).toBe(5 * 60_000);
    expect(nextChangeAt(now, [])).toBe(now + OWN_PAGE_MAX_MS);
    expect(nextChangeAt(now, [null, s(now - 1000), s(now)])).toBe(now + OWN_PAGE_MAX_MS);
    expect(nextChangeAt(now, [s(now + OWN_PAGE_MAX_MS + 1000), s(now + 86_400_000)])).toBe(now + OWN_PAGE_MAX_MS);
  });

  it('is noted on the request itself, and only a finite moment counts', () => {
    const req = {} as http.IncomingMessage;
    expect(validUntilOf(req)).toBeNull();
    noteValidUntil(req, now + 1000);
    expect(validUntilOf(req)).toBe(now + 1000);
    noteValidUntil(req, Number.NaN);
    expect(validUntilOf(req)).toBeNull();
  });
});
