import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Code, codeMsg } from '@/contract/codes';
import { type Db } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import * as schema from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { captureLogs } from '@/tests/api/logs';
import { ApiError } from './api-error';
import { createDispatcher, type ApiRequest } from './dispatch';
import { defineRoute } from './route';

const form = (body: string, extra: Partial<ApiRequest> = {}): ApiRequest => ({
  method: 'POST',
  url: '/api/med/t/echo',
  headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
  body,
  remoteAddress: '10.0.0.1',
  ...extra,
});

const table = {
  't/echo': defineRoute({
    input: z.object({ name: z.string().min(1).max(5), n: z.coerce.number().int().optional() }),
    handler: async (input) => input,
  }),
  't/item/:id': defineRoute({
    methods: ['GET', 'POST'],
    input: z.object({ id: z.coerce.number().int().positive() }),
    handler: async ({ id }) => ({ id }),
  }),
  't/coded': defineRoute({ handler: async () => { throw new ApiError(Code.GiftNotFound); } }),
  't/boom': defineRoute({ handler: async () => { throw new Error('secret internals'); } }),
  't/db': defineRoute({ auth: 'optional', handler: async (_i, { session }) => ({ login: !!session }) }),
  't/in-statement': defineRoute({ auth: 'user-in-statement', handler: async (_i, { session, sessionHash }) => ({ session, sessionHash }) }),
};

describe('dispatcher', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const dispatch = createDispatcher(table, { getDb: async () => t.db });

  it('answers the envelope {code, data, codeMsg} with nosniff and no-store', async () => {
    const res = await dispatch(form('name=abc&n=3'));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ code: 0, data: { name: 'abc', n: 3 }, codeMsg: codeMsg[Code.Ok] });
    expect(res.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(res.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(res.headers['Cache-Control']).toBe('no-store');
  });

  it('marks answers that read the session private', async () => {
    const res = await dispatch(form('', { url: '/api/med/t/db' }));
    expect(JSON.parse(res.body).data).toEqual({ login: false });
    expect(res.headers['Cache-Control']).toBe('private, no-store');
  });

  it("leaves a 'user-in-statement' route's session to its handler: the token's hash, no lookup, 1001 without a token", async () => {
    // A well-formed token that no session row holds: the dispatcher does not look it up, the handler's statement does.
    const token = 'A'.repeat(43);
    const res = await dispatch(form('', { url: '/api/med/t/in-statement', headers: { ...form('').headers, cookie: `med_sid=${token}` } }));
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, data: { session: null, sessionHash: createHash('sha256').update(token).digest('hex') } });
    expect(res.headers['Cache-Control']).toBe('private, no-store');
    for (const cookie of [undefined, 'med_sid=short', `med_sid=${'A'.repeat(42)}!`]) {
      const refused = await dispatch(form('', { url: '/api/med/t/in-statement', headers: { ...form('').headers, ...(cookie ? { cookie } : {}) } }));
      expect(JSON.parse(refused.body)).toMatchObject({ code: Code.NotLoggedIn, data: null });
    }
  });

  it('passes path parameters to the input schema', async () => {
    expect(JSON.parse((await dispatch(form('', { url: '/api/med/t/item/42' }))).body).data).toEqual({ id: 42 });
    const bad = JSON.parse((await dispatch(form('', { url: '/api/med/t/item/abc' }))).body);
    expect(bad.code).toBe(Code.BadInput);
    expect(bad.codeMsg).toMatch(/^id：/);
  });

  it('lets GET carry _t where the route allows GET', async () => {
    const res = await dispatch(form('', { method: 'GET', url: '/api/med/t/item/7?_t=1700000000000', headers: {} }));
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, data: { id: 7 } });
  });

  it.each([
    ['empty', ''],
    ['too long', 'name=abcdef'],
    ['an array where a string is expected', 'name[]=a&name[]=b'],
    ['an object where a string is expected', 'name[x]=a'],
    ['a wrong type', 'name=ab&n=1.5'],
  ])('answers BadInput with a Chinese message naming the field for %s', async (_label, body) => {
    const res = JSON.parse((await dispatch(form(body))).body);
    expect(res.code).toBe(Code.BadInput);
    expect(res.data).toBeNull();
    // docs/product.md §8: fields names the wrong field with codeMsg's message.
    const field = /^(name|n)：/.exec(res.codeMsg)?.[1] ?? '';
    expect(res.fields).toEqual({ [field]: res.codeMsg.slice(field.length + 1) });
    expect(res.codeMsg).toMatch(/^(name|n)：/);
    expect(res.codeMsg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers InputTooLarge for form bodies beyond the qs limits', async () => {
    const body = Array.from({ length: 21 }, () => 'name[]=a').join('&');
    expect(JSON.parse((await dispatch(form(body))).body).code).toBe(Code.InputTooLarge);
  });

  it('refuses bodies that are not form-encoded', async () => {
    const res = await dispatch(form('{"name":"abc"}', { headers: { host: 'localhost:3000', 'content-type': 'application/json' } }));
    expect(JSON.parse(res.body).code).toBe(Code.BadInput);
  });

  it('maps an ApiError to its code and message', async () => {
    const res = await dispatch(form('', { url: '/api/med/t/coded' }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ code: Code.GiftNotFound, data: null, codeMsg: codeMsg[Code.GiftNotFound] });
  });

  it('maps an unknown error to code 500 and a log line, without leaking it', async () => {
    const logs = captureLogs();
    const res = await dispatch(form('', { url: '/api/med/t/boom' }));
    logs.restore();
    expect(JSON.parse(res.body)).toEqual({ code: Code.ServerError, data: null, codeMsg: codeMsg[Code.ServerError] });
    expect(res.body).not.toContain('secret');
    expect(logs.lines.filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('answers an unknown path with NotFound and HTTP 404', async () => {
    for (const url of ['/api/med/nope', '/api/med/t/echo/extra', '/api/med/t/item/', '/api/med/']) {
      const res = await dispatch(form('', { url }));
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body).code).toBe(Code.NotFound);
    }
  });

  it('answers a wrong method with MethodNotAllowed, HTTP 405 and Allow', async () => {
    const res = await dispatch(form('', { method: 'GET', url: '/api/med/t/echo?name=a' }));
    expect(res.status).toBe(405);
    expect(res.headers.Allow).toBe('POST');
    expect(JSON.parse(res.body).code).toBe(Code.MethodNotAllowed);
  });

  describe('origin check', () => {
    const withHeaders = (h: Record<string, string>) =>
      dispatch(form('name=abc', { headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...h } }));

    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
      ['cross-site fetch metadata without Origin', { 'sec-fetch-site': 'cross-site' }],
      ['cross-site fetch metadata with our Origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
    ])('refuses a POST with %s', async (_label, h) => {
      const res = await withHeaders(h);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).code).toBe(Code.ForeignOrigin);
    });

    it.each([
      ['our own Origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
      ['SITE_URL as Origin on another Host', { origin: 'http://localhost:3000', host: '127.0.0.1:3000' }],
      ['the request Host as Origin', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }],
      ['no Origin (a server-side call)', {}],
    ])('accepts a POST with %s', async (_label, h) => {
      expect(JSON.parse((await withHeaders(h)).body).code).toBe(0);
    });

    it('changes nothing when refusing a foreign login attempt', async () => {
      const res = await api.call('passport/code', { phone: '13900000077' }, { origin: 'https://evil.example' });
      expect(res.envelope.code).toBe(Code.ForeignOrigin);
      const rows = await t.db.select().from(schema.smsCodes);
      expect(rows.filter((r) => r.phone === '13900000077')).toHaveLength(0);
    });
  });

  it('answers code 500 while the database is down and recovers when it is back', async () => {
    const logs = captureLogs();
    let down = true;
    const flaky = createDispatcher(table, {
      getDb: async () => {
        if (down) throw new Error('connect ECONNREFUSED');
        return t.db;
      },
    });
    const req = form('', { url: '/api/med/t/db' });
    expect(JSON.parse((await flaky(req)).body).code).toBe(Code.ServerError);
    down = false;
    expect(JSON.parse((await flaky(req)).body)).toMatchObject({ code: 0, data: { login: false } });
    logs.restore();
    expect(logs.lines.some((l) => l.level === 'error')).toBe(true);
  });

  it('answers code 500 when queries fail on an unreachable PostgreSQL', async () => {
    const logs = captureLogs();
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'x', database: 'x', connectionTimeoutMillis: 1000 });
    pool.on('error', () => {});
    const dead = drizzle({ client: pool, schema }) as unknown as Db;
    const deadApi = createApiCaller(dead);
    const res = await deadApi.call('home/auth', {}, { cookie: `med_sid=${'a'.repeat(43)}` });
    expect(res.envelope.code).toBe(Code.ServerError);
    await pool.end();
    logs.restore();
  });

  describe('request id', () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const withId = (id: string) => form('', { url: '/api/med/t/boom', headers: { ...form('').headers, 'x-request-id': id } });

    it('echoes a sane X-Request-Id and puts it on every log line of that request, as JSON', async () => {
      const logs = captureLogs();
      const res = await dispatch(withId('lb-7f3a.2:9_x'));
      logs.restore();
      expect(res.headers['X-Request-Id']).toBe('lb-7f3a.2:9_x');
      // The handler's failure and the access line, both with the id.
      expect(logs.lines.map((l) => [l.level, l.msg, l.reqId])).toEqual([
        ['error', '[api] t/boom failed', 'lb-7f3a.2:9_x'],
        ['info', 'api request', 'lb-7f3a.2:9_x'],
      ]);
      expect(logs.lines[1]).toMatchObject({ method: 'POST', path: '/api/med/t/boom', status: 200 });
    });

    it('replaces an X-Request-Id that is not a plain short token by a new one, and never logs it', async () => {
      for (const bad of ['a b', 'x\n{"level":"fatal"}', '<script>', 'x'.repeat(101), '']) {
        const logs = captureLogs();
        const res = await dispatch(withId(bad));
        logs.restore();
        expect(res.headers['X-Request-Id']).toMatch(UUID);
        expect(logs.lines.every((l) => l.reqId === res.headers['X-Request-Id'])).toBe(true);
        if (bad) expect(JSON.stringify(logs.lines)).not.toContain(JSON.stringify(bad).slice(1, -1));
      }
    });

    it('gives every request without one its own id, and logs the path without the query', async () => {
      const logs = captureLogs();
      const a = await dispatch(form('', { method: 'GET', url: '/api/med/t/item/3?ticket=abc' }));
      const b = await dispatch(form('', { method: 'GET', url: '/api/med/t/item/3' }));
      logs.restore();
      expect(a.headers['X-Request-Id']).toMatch(UUID);
      expect(b.headers['X-Request-Id']).toMatch(UUID);
      expect(a.headers['X-Request-Id']).not.toBe(b.headers['X-Request-Id']);
      expect(logs.lines.map((l) => l.path)).toEqual(['/api/med/t/item/3', '/api/med/t/item/3']);
      expect(JSON.stringify(logs.lines)).not.toContain('ticket');
    });
  });
});
