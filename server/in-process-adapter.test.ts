import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHomeCommon, ApiUserInfo } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { ApiCodeError, createApiClient } from '@/lib/http';

// The adapter talks to the process's own database (getDb): give this file a fresh one of its own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'med-inprocess-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

const { inProcessAdapter } = await import('./in-process-adapter');
const { closeDb, getDb } = await import('./startup');
const { certificates, rateLimits, sessions, users } = await import('./db/schema');
const { createSession } = await import('./http/session');
const { eq } = await import('drizzle-orm');

/** The rate-limit counters of one limit, by the client address they count. */
async function countersOf(name: string): Promise<Record<string, number>> {
  const rows = await (await getDb()).select().from(rateLimits);
  return Object.fromEntries(rows.filter((r) => r.key.startsWith(`${name}:`)).map((r) => [r.key.slice(name.length + 1), r.count]));
}

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('inProcessAdapter', () => {
  const client = (cookie?: string, remoteAddress = '192.0.2.1') =>
    createApiClient({ req: { headers: cookie ? { cookie } : {}, socket: { remoteAddress } }, adapter: inProcessAdapter });

  beforeAll(async () => {
    await client().call('home/common'); // opens, migrates and seeds the database once
  }, 120_000);

  it('answers what the API answers over HTTP', async () => {
    const common = await client().call<ApiHomeCommon>('home/common');
    expect(common.categories.length).toBeGreaterThan(0);
    const guest = await client().call<ApiUserInfo>('home/auth');
    expect(guest).toMatchObject({ login: false });
  });

  it('passes coded errors on as ApiCodeError', async () => {
    await expect(client().call('user/profile/info')).rejects.toMatchObject({ code: Code.NotLoggedIn });
    await expect(client().call('common/picsBatch/abc')).rejects.toBeInstanceOf(ApiCodeError);
  });

  it('sends the form body and the cookie, so a login through it works', async () => {
    const forged = await client('med_sid=forged-session-id').call<ApiUserInfo>('home/auth');
    expect(forged.login).toBe(false);
    await expect(client().call('passport/code', { phone: '12' })).rejects.toMatchObject({ code: Code.BadInput });
    await expect(client().call('passport/code', { phone: '13900000001' })).resolves.toMatchObject({ resendAfter: 60 });
  });

  it('hands what a visitor typed into a path parameter to the API encoded, never failing as a 500', async () => {
    const [{ number }] = await (await getDb()).select({ number: certificates.number }).from(certificates).limit(1);
    const spaced = number.replace(/-/g, ' ');
    await expect(client().call(`cert/verify/${spaced}`)).resolves.toMatchObject({ number });
    await expect(client().call(`cert/verify/${number.replace(/-/g, '－')}`)).resolves.toMatchObject({ number });
    for (const typed of ['高血压', '%', "'", '<b>x', 'a?b', '50%zz', encodeURIComponent('a/b')]) {
      await expect(client().call(`cert/verify/${typed}`), typed).rejects.toMatchObject({ code: Code.NotFound });
    }
    await expect(client().call('cert/verify/..')).rejects.toMatchObject({ code: Code.BadInput });
  });

  it("counts rate limits against the visitor's own address, never this server's", async () => {
    await client(undefined, '198.51.100.20').call('cert/verify/0000-0000-0000-0000').catch(() => {});
    await client(undefined, '::ffff:198.51.100.21').call('cert/verify/0000-0000-0000-0000').catch(() => {});
    await client(undefined, '198.51.100.22').call('passport/code', { phone: '13900000022' });
    const verify = await countersOf('cert-verify');
    expect(verify).toMatchObject({ '198.51.100.20': 1, '198.51.100.21': 1 });
    expect(verify['127.0.0.1']).toBeUndefined();
    const sms = await countersOf('sms-client');
    expect(sms).toMatchObject({ '198.51.100.22': 1 });
    expect(sms['127.0.0.1']).toBeUndefined();
  });

  it('ignores an X-Forwarded-For the visitor sends when TRUST_PROXY is off', async () => {
    const forged = createApiClient({
      req: { headers: { 'x-forwarded-for': '203.0.113.99' }, socket: { remoteAddress: '198.51.100.30' } },
      adapter: inProcessAdapter,
    });
    await forged.call('cert/verify/0000-0000-0000-0000').catch(() => {});
    const verify = await countersOf('cert-verify');
    expect(verify['198.51.100.30']).toBe(1);
    expect(verify['203.0.113.99']).toBeUndefined();
  });

  it("looks a session up once per page render, so the next render sees a logout at once", async () => {
    const db = await getDb();
    const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, '13800000000'));
    const cookie = `med_sid=${await createSession(db, user.id)}`;
    const page = client(cookie);
    await expect(page.call<ApiUserInfo>('home/auth')).resolves.toMatchObject({ login: true, user: { name: user.name } });
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    // The same render's next call reuses the lookup it made a moment ago...
    await expect(page.call<ApiUserInfo>('home/auth')).resolves.toMatchObject({ login: true });
    // ...and the next page render (a new client) looks again and finds nobody.
    await expect(client(cookie).call<ApiUserInfo>('home/auth')).resolves.toMatchObject({ login: false });
    await expect(client(cookie).call('user/center/summary')).rejects.toMatchObject({ code: Code.NotLoggedIn });
  });
});
