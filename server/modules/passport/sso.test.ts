import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiSso, ApiUserInfo, Envelope } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { freshTestDb } from '@/tests/api/test-db';
import { ssoTickets } from '@/server/db/schema';
import { createApiCaller, type CallOptions } from '@/tests/api/call-api';

/** Runs a JSONP answer the way a script tag would, returning what the callback received. */
function runJsonp<T>(body: string, callback: string): Envelope<T> {
  let received: unknown;
  new Function(callback, body)((v: unknown) => (received = v));
  return received as Envelope<T>;
}

describe('passport/sso, passport/ticket and passport/login', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  /** The JSONP check as our own page's script tag loads it (a browser marks it same-origin). */
  const sso = (query: string, opts: CallOptions = {}) =>
    api.call('passport/sso', query, { method: 'GET', ...opts, headers: { 'sec-fetch-site': 'same-origin', ...opts.headers } });

  it('answers a guest login false as JavaScript with nosniff', async () => {
    const res = await sso('callback=jsonp_1&mobile=1&_t=1');
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(res.headers['Cache-Control']).toBe('private, no-store');
    expect(res.body.startsWith('/**/jsonp_1(')).toBe(true);
    expect(runJsonp<ApiSso>(res.body, 'jsonp_1')).toEqual({ code: 0, data: { login: false }, codeMsg: expect.any(String) });
  });

  it('gives a logged-in visitor a ticket and nothing that identifies them', async () => {
    const { cookie } = await api.login('13800000003');
    const res = await sso('callback=$cb&mobile=1&invite=abc', { cookie });
    const env = runJsonp<ApiSso>(res.body, '$cb');
    expect(Object.keys(env.data).sort()).toEqual(['login', 'ticket']);
    expect(env.data.login).toBe(true);
    expect(env.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toMatch(/赵强|13800000003|0003/);
    const stored = await t.db.select().from(ssoTickets);
    expect(stored.some((r) => r.idHash === env.data.ticket)).toBe(false);
  });

  it.each([
    ['cross-site', '13900003001'],
    ['same-site', '13900003011'],
    ['none', '13900003012'],
    [undefined, '13900003013'],
  ])(
    'gives no ticket to a request whose Sec-Fetch-Site is %s, and stores none',
    async (site, phone) => {
      const { cookie } = await api.login(phone);
      const before = (await t.db.select().from(ssoTickets)).length;
      // No header at all is what a foreign server replaying a stolen cookie sends.
      const headers: Record<string, string> = site === undefined ? {} : { 'sec-fetch-site': site };
      const res = await api.call('passport/sso', 'callback=cb', { method: 'GET', cookie, headers });
      expect(res.body.startsWith('/**/cb(')).toBe(true);
      expect(runJsonp<ApiSso>(res.body, 'cb').data).toEqual({ login: false });
      expect(await t.db.select().from(ssoTickets)).toHaveLength(before);
    },
  );

  it.each([
    ['missing', 'mobile=1'],
    ['empty', 'callback='],
    ['a script', 'callback=alert(1)//'],
    ['with a dot', 'callback=a.b'],
    ['starting with a digit', 'callback=1abc'],
    ['too long', `callback=${'a'.repeat(65)}`],
    ['an array', 'callback[]=a'],
    ['html', 'callback=%3Cscript%3E'],
  ])('refuses a callback that is %s with plain JSON, never reflecting it', async (_label, query) => {
    const res = await sso(query);
    expect(res.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(res.envelope.code).toBe(Code.BadInput);
    expect(res.body).not.toMatch(/alert|script|a\.b|1abc|aaaa/);
  });

  it('answers POST to the JSONP endpoint with 405, as JSONP', async () => {
    const res = await api.call('passport/sso?callback=cb', {});
    expect(res.status).toBe(405);
  });

  it('redeems a ticket once for the user info', async () => {
    const { cookie } = await api.login('13800000000');
    const ticket = runJsonp<ApiSso>((await sso('callback=cb', { cookie })).body, 'cb').data.ticket as string;
    const first = await api.call<ApiUserInfo>('passport/ticket', { ticket });
    expect(first.envelope.data).toMatchObject({ login: true, scope: 0, user: { name: '张晓明', phoneMasked: '138****0000' } });
    expect(first.headers['Cache-Control']).toBe('private, no-store');
    const again = await api.call('passport/ticket', { ticket });
    expect(again.envelope.code).toBe(Code.NotLoggedIn);
  });

  it('refuses an expired, unknown or malformed ticket with 1001', async () => {
    const { cookie } = await api.login('13900003002');
    const ticket = runJsonp<ApiSso>((await sso('callback=cb', { cookie })).body, 'cb').data.ticket as string;
    await t.db.update(ssoTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await api.call('passport/ticket', { ticket })).envelope.code).toBe(Code.NotLoggedIn);
    expect((await api.call('passport/ticket', { ticket: 'B'.repeat(43) })).envelope.code).toBe(Code.NotLoggedIn);
    expect((await api.call('passport/ticket', { ticket: 'nope' })).envelope.code).toBe(Code.NotLoggedIn);
    expect((await api.call('passport/ticket', {})).envelope.code).toBe(Code.BadInput);
    expect((await api.call('passport/ticket', { ticket: ['a'] })).envelope.code).toBe(Code.BadInput);
    expect(await t.db.select().from(ssoTickets).where(eq(ssoTickets.idHash, ticket))).toHaveLength(0);
  });

  describe('passport/login', () => {
    it.each([
      ['mobile=1&url=%2Ftraining%2F3%3Fx%3D1', '/login?url=%2Ftraining%2F3%3Fx%3D1'],
      ['mobile=1&url=%2Fuser%2Finfo&invite=abc123', '/login?url=%2Fuser%2Finfo&invite=abc123'],
      ['mobile=1&url=%2F%2Fevil.com', '/login?url=%2F'],
      ['url=javascript%3Aalert(1)', '/login?url=%2F'],
      ['url=https%3A%2F%2Fevil.com%2F&invite=%3Cx%3E', '/login?url=%2F'],
      ['url[]=a', '/login?url=%2F'],
      ['', '/login?url=%2F'],
    ])('sends ?%s to %s with a 302', async (query, location) => {
      const res = await api.call('passport/login', query, { method: 'GET' });
      expect(res.status).toBe(302);
      expect(res.headers.Location).toBe(location);
    });
  });
});
