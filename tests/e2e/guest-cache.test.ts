// The guest HTML cache (lib/guest-html-cache.ts) on the built server, over plain HTTP: only the real server has the
// hook in front of Next, the middleware's nonce and the cache bus. A guest's second visit comes from memory with a
// nonce of its own; a logged-in visitor's page never reaches a guest; an editor's change shows to the next guest.
import { describe, expect, it } from 'vitest';
import { getPage as get, loginCookie, post } from './page-http';

const LEARNER = '13800000000';
const EDITOR = '13900000002';
const ARTICLE = 10;

describe('guest HTML cache', () => {
  it('serves a guest again from memory, each answer with its own nonce in the page and the CSP header alike', async () => {
    await get('/training');
    const answers = [await get('/training'), await get('/training')];
    const nonces = new Set<string>();
    for (const a of answers) {
      expect(a.res.status).toBe(200);
      expect(a.cache).toBe('hit');
      expect(a.pageNonces.length).toBeGreaterThan(0);
      expect(a.pageNonces.every((n) => n === a.cspNonce)).toBe(true);
      nonces.add(a.cspNonce!);
    }
    expect(nonces.size).toBe(2);
  });

  it('never shows a guest the page of a logged-in visitor, nor a logged-in visitor the guests\' copy', async () => {
    const cookie = await loginCookie(LEARNER);
    const own = await get('/', cookie);
    const name = /"name":"([^"]+)"/.exec(/"userInfo":\{[^}]*"user":\{[^}]*\}/.exec(own.html)?.[0] ?? '')?.[1];
    expect(name).toBeTruthy();
    expect(own.cache).toBeNull();
    expect(own.res.headers.get('cache-control')).toContain('no-store');
    for (let i = 0; i < 2; i++) {
      const guest = await get('/');
      expect(guest.html).not.toContain(name!);
      expect(guest.html).toContain('"login":false');
    }
    expect((await get('/', cookie)).html).toContain(name!);
  });

  it('shows an editor\'s change to the next guest at once', async () => {
    const editor = await loginCookie(EDITOR);
    const publish = (status: string) => post('admin/article/publish', `ids[0]=${ARTICLE}&status=${status}`, editor);
    await get(`/detail/${ARTICLE}`);
    expect((await get(`/detail/${ARTICLE}`)).cache).toBe('hit');
    try {
      expect((await publish('draft')).envelope.code).toBe(0);
      expect((await get(`/detail/${ARTICLE}`)).res.status).toBe(404);
    } finally {
      expect((await publish('published')).envelope.code).toBe(0);
    }
    const back = await get(`/detail/${ARTICLE}`);
    expect(back.res.status).toBe(200);
    expect(back.cache).toBe('miss');
  });
});
