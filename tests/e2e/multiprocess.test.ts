// Several web processes behave as one site (two `next start` on one PostgreSQL and one DATA_DIR, as
// behind a load balancer): a login on one is valid on the other, the SMS limit per client counts the
// sends of both, an upload through one is served by the other, and a cache cleanup on one clears the
// other's in-memory caches (server/cache-bus.ts). Needs a PostgreSQL server: tests/run-all.mjs passes
// it as MULTIPROCESS_DATABASE_URL (the rest of the e2e run stays on PGlite); a fresh database is
// created for the run and dropped at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUserInfo, Envelope } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { poolConfig } from '@/server/db/client';
import { repoRoot, startSite, type RunningSite } from './site-process.mjs';

const pgUrl = process.env.MULTIPROCESS_DATABASE_URL || process.env.DATABASE_URL || '';
if (!pgUrl) {
  console.warn(
    '[multiprocess] skipped: set MULTIPROCESS_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to run two web processes on it',
  );
}

const OPERATOR_TOKEN = 'multiprocess-operator-token-not-a-secret';
/** Small on purpose: the fourth code from one client within the hour is refused, whichever process sends it. */
const SMS_CAP_PER_CLIENT = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Proc = RunningSite & { name: string; lines: string[] };

describe.skipIf(!pgUrl)('two web processes on one PostgreSQL', () => {
  const dbName = `medmulti_${process.pid}_${randomBytes(4).toString('hex')}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'med-multi-'));
  let a: Proc;
  let b: Proc;
  let sql: pg.Client;
  let cookie = '';

  async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client(poolConfig(pgUrl));
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  async function start(name: string): Promise<Proc> {
    const lines: string[] = [];
    const site = await startSite({
      dir: process.env.E2E_APP_DIR || repoRoot,
      env: {
        DATABASE_URL: poolConfig(pgUrl, dbName).connectionString!,
        // One directory for both, as a shared volume would be: uploads written by one are read by the other.
        DATA_DIR: path.join(workDir, 'data'),
        OPERATOR_TOKEN,
        SMS_RESEND_SECONDS: '1',
        SMS_HOURLY_CAP_PER_CLIENT: String(SMS_CAP_PER_CLIENT),
      },
      onLine: (line) => lines.push(line),
    });
    return Object.assign(site, { name, lines });
  }

  /** A POST to the API of one process, from that process's own origin. */
  async function post<T>(p: Proc, route: string, form: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const res = await fetch(`${p.url}/api/med/${route}`, {
      method: 'POST',
      headers: { origin: p.url, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, setCookie: res.headers.getSetCookie(), envelope: (await res.json()) as Envelope<T> };
  }

  async function smsCode(p: Proc, phone: string): Promise<string> {
    const pattern = new RegExp(`SMS code for ${phone}: (\\d+)`);
    for (let i = 0; i < 100; i += 1) {
      const found = p.lines.map((l) => pattern.exec(l)?.[1]).filter(Boolean).at(-1);
      if (found) return found;
      await sleep(100);
    }
    throw new Error(`no SMS code for ${phone} in the log of process ${p.name}`);
  }

  /** The visible text of a page (markup without scripts, so the page data's JSON does not count). */
  async function pageText(p: Proc, pathname: string): Promise<string> {
    const res = await fetch(`${p.url}${pathname}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
  }

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
    // One after the other: the second start must find the database migrated and seeded by the first
    // (both would also work at once, under the migration lock, but two builds starting double the wait).
    a = await start('A');
    b = await start('B');
    sql = new pg.Client(poolConfig(pgUrl, dbName));
    await sql.connect();
  }, 300_000);

  afterAll(async () => {
    await sql?.end().catch(() => {});
    await Promise.all([a?.stop(), b?.stop()]);
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    fs.rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('a login on A is valid on B', async () => {
    const phone = '13911110001';
    expect((await post(a, 'passport/code', { phone })).envelope.code).toBe(0);
    const login = await post(a, 'passport/phone', { phone, code: await smsCode(a, phone) });
    expect(login.envelope.code).toBe(0);
    cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');
    expect(cookie).not.toBe('');

    const onB = await post<ApiUserInfo>(b, 'home/auth', {}, { cookie });
    expect(onB.envelope.data).toMatchObject({ login: true, user: { phoneMasked: expect.stringContaining('0001') } });
    // And a logout on B ends it on A too (checked with a second login, so the first stays for the next tests).
    expect((await post(b, 'passport/code', { phone: '13911110002' })).envelope.code).toBe(0);
    const second = await post(b, 'passport/phone', { phone: '13911110002', code: await smsCode(b, '13911110002') });
    const secondCookie = second.setCookie.map((c) => c.split(';')[0]).join('; ');
    expect((await post<ApiUserInfo>(a, 'home/auth', {}, { cookie: secondCookie })).envelope.data.login).toBe(true);
    await post(b, 'passport/logout', {}, { cookie: secondCookie });
    expect((await post<ApiUserInfo>(a, 'home/auth', {}, { cookie: secondCookie })).envelope.data.login).toBe(false);
  });

  it('the SMS limit per client counts the codes sent by both processes', async () => {
    // Two codes went out in the login test (one on A, one on B); one more is allowed, on A ...
    expect((await post(a, 'passport/code', { phone: '13911110003' })).envelope.code).toBe(0);
    // ... and the fourth is refused on B, which itself has sent only one.
    const refused = await post(b, 'passport/code', { phone: '13911110004' });
    expect(refused.status).toBeLessThan(500);
    expect(refused.envelope).toMatchObject({ code: Code.TooManyRequests, codeMsg: '操作过于频繁，请稍后再试' });
    // A says the same: one counter, not one per process.
    expect((await post(a, 'passport/code', { phone: '13911110005' })).envelope.code).toBe(Code.TooManyRequests);
  });

  it('an avatar uploaded through A is served by B', async () => {
    const png = fs.readFileSync(path.join(repoRoot, 'public', 'apple-touch-icon.png'), { encoding: null });
    const res = await fetch(`${a.url}/api/med/user/profile/avatar`, {
      method: 'POST',
      headers: { origin: a.url, cookie, 'content-type': 'application/octet-stream' },
      body: png,
    });
    const envelope = (await res.json()) as Envelope<{ avatar: string }>;
    expect(envelope.code).toBe(0);
    const file = await fetch(`${b.url}${envelope.data.avatar}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a cache cleanup on A clears the cached home data of B', async () => {
    // A sub-category: the main menu lists those from home/common (the top entries are the site's own).
    const [{ id, name: before }] = (
      await sql.query<{ id: number; name: string }>(`SELECT id, name FROM categories WHERE parent_id <> 0 ORDER BY sort, id LIMIT 1`)
    ).rows;
    // B shows the menu from its cache (filled now if it was not yet).
    expect(await pageText(b, '/')).toContain(before);
    const after = `多进程栏目${randomBytes(2).toString('hex')}`;
    await sql.query('UPDATE categories SET name = $1 WHERE id = $2', [after, id]);
    // A change made straight in the database is not seen until the cache goes: B still serves the old name.
    const stale = await pageText(b, '/');
    expect(stale).toContain(before);
    expect(stale).not.toContain(after);

    const cleanup = await post(a, 'ops/cacheCleanup', { token: OPERATOR_TOKEN });
    expect(cleanup.envelope.code).toBe(0);

    // Within a couple of seconds B renders the new name (the bus takes milliseconds; the rest is slack).
    const deadline = Date.now() + 2000;
    let text = '';
    do {
      text = await pageText(b, '/');
      if (text.includes(after)) break;
      await sleep(100);
    } while (Date.now() < deadline);
    expect(text).toContain(after);
    expect(b.lines.join('\n')).toMatch(/\[cache-bus\] cacheCleanup: cleared/);
  });
});
