// The members' HTML cache (lib/member-html-cache.ts) on the built server, over plain HTTP: a logged-in visitor's home
// comes from a shared copy with their own frame filled in. Each member sees only their own name, written safely in
// the page and in its data; a guest never gets a member's copy; an editor's change and a logout show at once; the
// template header without the process's secret changes nothing.
import { describe, expect, it } from 'vitest';
import { getPage as get, loginCookie, pageUserInfo, post } from './page-http';

const SEEDED = '13800000000';
const FRESH = '13700077001';
const EDITOR = '13900000002';
/** Every character that HTML or a script's JSON must escape, in a name a learner may choose. */
const TRICKY_NAME = `<b>"&'王</b>`;

/** Asks until the copy serves (the first visit renders, and the copy is made alongside). */
async function memberCopy(path: string, cookie: string) {
  for (let i = 0; i < 40; i++) {
    const page = await get(path, cookie);
    if (page.cache === 'member') return page;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} never came from the members' copy`);
}

describe('members\' HTML cache', () => {
  it('gives each member the shared home with their own name, escaped in the page and exact in its data', async () => {
    const fresh = await loginCookie(FRESH);
    const saved = await post('user/profile/save', `name=${encodeURIComponent(TRICKY_NAME)}`, fresh);
    expect(saved.envelope.code).toBe(0);
    const seeded = await loginCookie(SEEDED);

    const own = await memberCopy('/', fresh);
    expect(own.res.status).toBe(200);
    expect(own.res.headers.get('cache-control')).toContain('no-store');
    expect(pageUserInfo(own.html)).toMatchObject({ login: true, user: { name: TRICKY_NAME, phoneMasked: '137****7001' } });
    expect(own.html).toContain('&lt;b&gt;&quot;&amp;&#x27;王&lt;/b&gt;');
    expect(own.html).not.toContain('<b>"');
    expect(own.html).not.toMatch(/[\uE000\uE001]/);
    expect(own.pageNonces.every((n) => n === own.cspNonce)).toBe(true);

    const other = await memberCopy('/', seeded);
    const otherInfo = pageUserInfo(other.html);
    expect(otherInfo.user?.name).toBe('张晓明');
    expect(other.html).not.toContain('王&lt;/b&gt;');
    expect(other.cspNonce).not.toBe(own.cspNonce);

    const guest = await get('/');
    expect(pageUserInfo(guest.html).login).toBe(false);
    expect(guest.html).not.toContain('张晓明');
    expect(guest.html).not.toContain('王&lt;/b&gt;');

    // A logout ends it at once: the same cookie now gets a guest's page.
    expect((await post('passport/logout', '', fresh)).envelope.code).toBe(0);
    const after = await get('/', fresh);
    expect(pageUserInfo(after.html).login).toBe(false);
    expect(after.html).not.toContain('王&lt;/b&gt;');
  });

  it('shows an editor\'s change to the next member at once', async () => {
    const member = await loginCookie(SEEDED);
    const editor = await loginCookie(EDITOR);
    const before = await memberCopy('/', member);
    const article = /href="\/detail\/(\d+)"/.exec(before.html)?.[1];
    expect(article).toBeTruthy();
    const publish = (status: string) => post('admin/article/publish', `ids[0]=${article}&status=${status}`, editor);
    try {
      expect((await publish('draft')).envelope.code).toBe(0);
      expect((await get('/', member)).html).not.toContain(`href="/detail/${article}"`);
    } finally {
      expect((await publish('published')).envelope.code).toBe(0);
    }
    expect((await get('/', member)).html).toContain(`href="/detail/${article}"`);
  });

  it('takes the template header from outside for nothing: a guest stays a guest and a member gets their own render', async () => {
    const member = await loginCookie(SEEDED);
    const spoof = { 'x-med-member-template': 'guessed 3.0.0.1.1.0' };
    const guest = await get('/', undefined, spoof);
    expect(guest.res.status).toBe(200);
    expect(guest.cache).toBeNull();
    expect(pageUserInfo(guest.html).login).toBe(false);
    const own = await get('/', member, spoof);
    expect(own.cache).toBeNull();
    expect(pageUserInfo(own.html)).toMatchObject({ login: true, user: { name: '张晓明' } });
  });
});
