import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiLogin, ApiLogout, ApiProfile, ApiUserInfo } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { freshTestDb } from '@/tests/api/test-db';
import { sessions, smsCodes, users } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { unreadCount } from '@/tests/api/db-facts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('login, sessions and logout', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let seq = 0;

  const loginWith = async (phone: string, extra: Record<string, string> = {}, cookie?: string) => {
    const { code } = await api.requestCode(phone);
    return api.call<ApiLogin>('passport/phone', { phone, code, ...extra }, { cookie });
  };
  const auth = (cookie?: string) => api.call<ApiUserInfo>('home/auth', {}, { cookie });

  it('creates the account on first login with scope 0 and an empty name', async () => {
    const res = await loginWith('13900001001', { invite: 'abc123' });
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data.userInfo).toMatchObject({ login: true, scope: 0, sso: false, message: 0 });
    expect(res.envelope.data.userInfo.user).toMatchObject({ name: '', phoneMasked: '139****1001' });
    expect(res.envelope.data.url).toBe('/');
    const [u] = await t.db.select().from(users).where(eq(users.phone, '13900001001'));
    expect(u).toMatchObject({ scope: 0, name: '', invite: 'abc123' });
  });

  it('logs a demo account in with its scope and unread messages', async () => {
    const res = await loginWith('13800000001');
    expect(res.envelope.data.userInfo).toMatchObject({ login: true, scope: 1, message: await unreadCount(t.db, '13800000001'), user: { name: '李华' } });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on / and removes the logged-out flag', async () => {
    const res = await loginWith('13900001002');
    const sid = res.setCookies.med_sid;
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid.line).toMatch(/; Path=\//);
    expect(sid.line).toMatch(/; HttpOnly/);
    expect(sid.line).toMatch(/; SameSite=Lax/);
    expect(sid.line).not.toMatch(/Secure/);
    expect(res.setCookies.med_logged_out.line).toMatch(/Max-Age=0/);
    expect(res.headers['Cache-Control']).toBe('private, no-store');
  });

  it('stores only a hash of the session id', async () => {
    const res = await loginWith('13900001003');
    const sid = res.setCookies.med_sid.value;
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === sid)).toBe(false);
    expect(rows.some((r) => r.idHash === sha256(sid))).toBe(true);
  });

  it.each([
    ['/user/info?x=1', '/user/info?x=1'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['https://evil.com/', '/'],
    ['http://localhost:3000/training', 'http://localhost:3000/training'],
  ])('answers the return address %s as %s', async (url, expected) => {
    const res = await loginWith(`1390000200${++seq}`, { url });
    expect(res.envelope.data.url).toBe(expected);
  });

  it('knows the session afterwards in home/auth, user/profile/info and user/message/noRead', async () => {
    const { cookie } = await api.login('13800000002');
    const info = await auth(cookie);
    expect(info.envelope.data).toMatchObject({ login: true, scope: 2, sso: false, message: await unreadCount(t.db, '13800000002') });
    const profile = await api.call<ApiProfile>('user/profile/info', {}, { cookie });
    expect(profile.envelope.data).toMatchObject({
      phoneMasked: '138****0002', name: '王芳', scope: 2, workUnit: '开封市基层卫生培训中心', jobTitle: '机构管理员',
    });
    expect(JSON.stringify(profile.envelope.data)).not.toContain('13800000002');
    expect((await api.call('user/message/noRead', {}, { cookie })).envelope.data).toEqual({ noRead: await unreadCount(t.db, '13800000002') });
  });

  it('issues a new session id at each login, whatever cookie came in, and drops the old one', async () => {
    const first = await api.login('13900001005');
    await t.db.update(smsCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(smsCodes.phone, '13900001005'));
    const second = await loginWith('13900001005', {}, first.cookie);
    const newSid = second.setCookies.med_sid.value;
    expect(`med_sid=${newSid}`).not.toBe(first.cookie);
    expect((await auth(first.cookie)).envelope.data.login).toBe(false);
    expect((await auth(`med_sid=${newSid}`)).envelope.data.login).toBe(true);
  });

  it('ignores a planted session id: the cookie it sends is never the one issued', async () => {
    const planted = 'A'.repeat(43);
    const res = await loginWith('13900001006', {}, `med_sid=${planted}`);
    expect(res.setCookies.med_sid.value).not.toBe(planted);
    expect((await auth(`med_sid=${planted}`)).envelope.data.login).toBe(false);
  });

  it('treats guests, forged and tampered cookies as not logged in', async () => {
    const guest = await auth();
    expect(guest.envelope.data).toEqual({ login: false, scope: 0, sso: true, message: 0, existActivity: expect.any(Boolean) });
    const { cookie } = await api.login('13900001007');
    const sid = cookie.slice('med_sid='.length);
    const tampered = `med_sid=${sid.slice(0, -1)}${sid.endsWith('A') ? 'B' : 'A'}`;
    for (const c of [tampered, 'med_sid=forged', `med_sid=${'x'.repeat(43)}`, `med_sid=${sid}x`, 'med_sid=']) {
      expect((await auth(c)).envelope.data.login).toBe(false);
      expect((await api.call('user/profile/info', {}, { cookie: c })).envelope.code).toBe(Code.NotLoggedIn);
    }
  });

  it('treats an expired session as not logged in', async () => {
    const { cookie } = await api.login('13900001008');
    const idHash = sha256(cookie.slice('med_sid='.length));
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.idHash, idHash));
    expect((await auth(cookie)).envelope.data.login).toBe(false);
  });

  it('answers 1001 to guests on login-only endpoints', async () => {
    for (const path of ['user/profile/info', 'user/message/noRead']) {
      const res = await api.call(path);
      expect(res.envelope).toEqual({ code: Code.NotLoggedIn, data: null, codeMsg: '请先登录' });
    }
  });

  it('logout deletes the session on the server, clears the cookie, and the old cookie stops working', async () => {
    const { cookie } = await api.login('13900001009');
    const idHash = sha256(cookie.slice('med_sid='.length));
    const res = await api.call<ApiLogout>('passport/logout', {}, { cookie });
    expect(res.envelope).toMatchObject({ code: 0, data: { url: null } });
    expect(res.setCookies.med_sid.value).toBe('');
    expect(res.setCookies.med_sid.line).toMatch(/Max-Age=0/);
    expect(await t.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
    expect((await auth(cookie)).envelope.data.login).toBe(false);
    expect((await api.call('user/profile/info', {}, { cookie })).envelope.code).toBe(Code.NotLoggedIn);
  });

  it.each([
    [{ url: '/training' }, '/training'],
    [{ url: '//evil.com' }, null],
    [{ url: 'https://evil.com' }, null],
    [{}, null],
  ])('logout answers a safe url only (%o)', async (body, expected) => {
    const res = await api.call<ApiLogout>('passport/logout', body);
    expect(res.envelope.data.url).toBe(expected);
  });

  it('logout from another origin is refused and keeps the session', async () => {
    const { cookie } = await api.login('13900001010');
    const res = await api.call('passport/logout', {}, { cookie, origin: 'https://evil.example' });
    expect(res.envelope.code).toBe(Code.ForeignOrigin);
    expect((await auth(cookie)).envelope.data.login).toBe(true);
  });
});
