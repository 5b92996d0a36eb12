// The origin check on an https site (SITE_URL https://academy.example.org): the same host over plain
// http is another origin and changes nothing.
import { afterAll, describe, expect, it, vi } from 'vitest';

const saved = vi.hoisted(() => {
  const before = process.env.SITE_URL;
  process.env.SITE_URL = 'https://academy.example.org';
  return before;
});

import { Code } from '@/contract/codes';
import { smsCodes } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { stateChangingRoutes as stateChanging } from '@/tests/api/state-changing';

describe('the origin check on an https site', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const host = { host: 'academy.example.org' };
  afterAll(async () => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it('refuses Origin http://<the site> on every state-changing endpoint with 403', async () => {
    const refused = await Promise.all(
      stateChanging.map(async ({ path, method }) => {
        const res = await api.call(path, {}, { origin: 'http://academy.example.org', method, headers: host, ip: '10.56.0.1' });
        return { path, status: res.status, code: res.envelope?.code };
      }),
    );
    expect(refused.filter((r) => r.status !== 403 || r.code !== Code.ForeignOrigin)).toEqual([]);
  });

  it('stores nothing for the http origin and accepts the https one', async () => {
    const foreign = await api.call('passport/code', { phone: '13900005601' }, { origin: 'http://academy.example.org', headers: host, ip: '10.56.0.2' });
    expect(foreign.envelope.code).toBe(Code.ForeignOrigin);
    expect((await t.db.select().from(smsCodes)).filter((r) => r.phone === '13900005601')).toHaveLength(0);
    const own = await api.call('passport/code', { phone: '13900005601' }, { origin: 'https://academy.example.org', headers: host, ip: '10.56.0.2' });
    expect(own.envelope.code).toBe(Code.Ok);
  });

  it('lets passport/login return to https://<the site> only', async () => {
    for (const [url, kept] of [['https://academy.example.org/user', true], ['http://academy.example.org/user', false]] as const) {
      const res = await api.call('passport/login', `url=${encodeURIComponent(url)}`, { method: 'GET' });
      expect(res.headers.Location).toBe(`/login?url=${encodeURIComponent(kept ? url : '/')}`);
    }
  });
});
