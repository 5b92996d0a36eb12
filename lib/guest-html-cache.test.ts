// The guest HTML cache in front of a stand-in for Next on a real HTTP server: what a guest, a logged-in visitor and
// staff meet. The stand-in renders like a page does: a fresh nonce per render in the CSP header and on every script,
// the visitor's name when the session cookie is there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCacheBus } from '@/server/cache-bus';
import type { Db } from '@/server/db/client';
import { CACHE_STATUS_HEADER, createGuestHtmlCache, guestKey, isGuestCacheablePath } from './guest-html-cache';

let title = '高血压管理培训班';
let renders = 0;
let renderDelayMs = 0;

function render(req: http.IncomingMessage, res: http.ServerResponse): void {
  renders += 1;
  const nonce = Buffer.from(String(Math.random())).toString('base64');
  const user = /med_sid=/.test(req.headers.cookie ?? '') ? '张医生' : '游客';
  const url = new URL(req.url ?? '/', 'http://x');
  // Read when the render starts, as a loader reads the database.
  const shown = title;
  setTimeout(() => {
    if (url.pathname === '/no-such') {
      res.statusCode = 404;
    } else if (url.searchParams.has('set')) {
      res.setHeader('set-cookie', 'x=1');
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.end(`<html><head><script nonce="${nonce}" src="/a.js"></script></head><body><h1>${shown}</h1><p>${user}</p><script nonce="${nonce}" src="/b.js"></script></body></html>`);
  }, renderDelayMs);
}

const cache = createGuestHtmlCache({ isCacheablePath: (p) => p !== '/admin' });
const bus = createCacheBus({ log: { log() {}, warn() {}, error() {} } });
bus.onInvalidation(() => cache.clear());
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
  cache.clear();
  renders = 0;
  renderDelayMs = 0;
  title = '高血压管理培训班';
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers, agent: false }, (res) => {
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

/** The nonce of the CSP header and every nonce attribute in the page. */
function nonces(answer: Answer): { header: string | undefined; page: string[] } {
  const header = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  return { header, page: [...answer.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!) };
}

describe('guest HTML cache', () => {
  it('serves a guest the second time from memory, with a new nonce that matches its CSP header', async () => {
    const first = await get('/training');
    const second = await get('/training');
    const third = await get('/training');
    expect(renders).toBe(1);
    expect([first, second, third].map((a) => a.headers[CACHE_STATUS_HEADER])).toEqual(['miss', 'hit', 'hit']);
    const seen = new Set<string>();
    for (const answer of [first, second, third]) {
      const { header, page } = nonces(answer);
      expect(page).toHaveLength(2);
      expect(page.every((n) => n === header)).toBe(true);
      seen.add(header!);
    }
    expect(seen.size).toBe(3);
    expect(second.body.replaceAll(nonces(second).header!, 'N')).toBe(first.body.replaceAll(nonces(first).header!, 'N'));
  });

  it('never gives a guest a logged-in visitor\'s page, nor a logged-in visitor the guests\' copy', async () => {
    const own = await get('/training', { cookie: 'med_sid=abc; other=1' });
    expect(own.body).toContain('张医生');
    expect(own.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    const guest = await get('/training', { cookie: 'other=1' });
    expect(guest.body).toContain('游客');
    expect((await get('/training')).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const ownAgain = await get('/training', { cookie: '__Host-med_sid=abc' });
    expect(ownAgain.body).toContain('张医生');
    expect((await get('/training')).body).not.toContain('张医生');
  });

  it('shows a staff change to the next guest at once (a message on the cache bus)', async () => {
    await get('/training');
    expect((await get('/training')).body).toContain('高血压管理培训班');
    title = '糖尿病管理培训班';
    await bus.publish({} as Db, 'admin:training');
    const after = await get('/training');
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(after.body).toContain('糖尿病管理培训班');
  });

  it('does not keep a render that started before a staff change', async () => {
    renderDelayMs = 100;
    const pending = get('/training');
    await new Promise((r) => setTimeout(r, 20));
    title = '糖尿病管理培训班';
    await bus.publish({} as Db, 'admin:training');
    await pending;
    renderDelayMs = 0;
    expect((await get('/training')).body).toContain('糖尿病管理培训班');
  });

  it('renders once for a crowd arriving together, and gzips for those who ask', async () => {
    renderDelayMs = 50;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/training', { 'accept-encoding': 'gzip' })));
    expect(renders).toBe(1);
    expect(answers.every((a) => a.status === 200 && a.body.includes('高血压管理培训班'))).toBe(true);
    expect(answers.filter((a) => a.headers['content-encoding'] === 'gzip')).toHaveLength(20);
  });

  it('gzips the answer that fills the cache too, for a lone visitor who takes gzip, and not for one who does not', async () => {
    const first = await get('/training', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBeLessThan(Buffer.byteLength(first.body));
    expect(first.body).toContain('高血压管理培训班');
    const { header, page } = nonces(first);
    expect(page.every((n) => n === header)).toBe(true);
    // The copy it left is the page itself, served to the next one.
    const second = await get('/training', { 'accept-encoding': 'gzip' });
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body.replaceAll(nonces(second).header!, 'N')).toBe(first.body.replaceAll(header!, 'N'));
    cache.clear();
    const plain = await get('/training');
    expect(plain.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('高血压管理培训班');
  });

  it('keeps no error page, no answer that sets a cookie, no invite link and no other path', async () => {
    for (const path of ['/no-such', '/training?set=1', '/training?invite=AB12CD', '/admin']) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(8);
    expect(cache.size()).toBe(0);
  });
});

describe('which requests may use it', () => {
  const req = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') => ({ url, headers, method }) as http.IncomingMessage;
  const all = () => true;

  it('takes a guest GET of a page and nothing else', () => {
    expect(guestKey(req('/training?page=2', { cookie: 'med_logged_out=1' }), all)).toBe('/training?page=2');
    expect(guestKey(req('/training', {}, 'HEAD'), all)).toBeNull();
    expect(guestKey(req('/training', { cookie: 'invite=AB12CD' }), all)).toBeNull();
    expect(guestKey(req('/training', { 'x-nextjs-data': '1' }), all)).toBeNull();
    expect(guestKey(req('/training', { purpose: 'prefetch' }), all)).toBeNull();
    expect(guestKey(req(`/search?q=${'x'.repeat(600)}`), all)).toBeNull();
  });

  it('takes the public pages of the route table, not login-only, scope-only or operator pages', () => {
    expect(['/', '/training', '/training/1', '/detail/10', '/news', '/login'].every(isGuestCacheablePath)).toBe(true);
    expect(['/user/info', '/activity', '/cache/cleanup', '/admin/training', '/no/such/page'].some(isGuestCacheablePath)).toBe(false);
  });
});
