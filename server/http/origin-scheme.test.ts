// docs/security.md: a state change only from our own origin, and an origin is scheme, host and port. The site
// here is SITE_URL http://localhost:3000 (the default); origin-scheme-https.test.ts is the other way round.
import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { smsCodes } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { stateChangingRoutes as stateChanging } from '@/tests/api/state-changing';

describe('the origin check on an http site', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  it('covers every state-changing endpoint', () => {
    expect(stateChanging.length).toBeGreaterThanOrEqual(13);
  });

  it.each([
    ['the same host over https', 'https://localhost:3000'],
    ['the same host on another port', 'http://localhost:9999'],
    ['the same host without its port', 'http://localhost'],
  ])('refuses %s on every state-changing endpoint with 403', async (_label, origin) => {
    const refused = await Promise.all(
      stateChanging.map(async ({ path, method }) => {
        const res = await api.call(path, {}, { origin, method, ip: '10.55.0.1' });
        return { path, status: res.status, code: res.envelope?.code };
      }),
    );
    expect(refused.filter((r) => r.status !== 403 || r.code !== Code.ForeignOrigin)).toEqual([]);
  });

  it('refuses a request sent to 127.0.0.1 with an https Origin of that host', async () => {
    const res = await api.call('passport/code', { phone: '13900005502' }, { origin: 'https://127.0.0.1:3000', headers: { host: '127.0.0.1:3000' } });
    expect(res.status).toBe(403);
    const ok = await api.call('passport/code', { phone: '13900005503' }, { origin: 'http://127.0.0.1:3000', headers: { host: '127.0.0.1:3000' }, ip: '10.55.0.3' });
    expect(ok.envelope.code).toBe(Code.Ok);
  });

  it('stores nothing for a login attempt from https://localhost:3000 and accepts http://localhost:3000', async () => {
    const foreign = await api.call('passport/code', { phone: '13900005501' }, { origin: 'https://localhost:3000', ip: '10.55.0.2' });
    expect(foreign.envelope.code).toBe(Code.ForeignOrigin);
    const rows = await t.db.select().from(smsCodes);
    expect(rows.filter((r) => r.phone === '13900005501')).toHaveLength(0);
    const own = await api.call('passport/code', { phone: '13900005501' }, { origin: 'http://localhost:3000', ip: '10.55.0.2' });
    expect(own.envelope.code).toBe(Code.Ok);
  });
});

describe('redirect targets on an http site', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  it.each([
    ['http://localhost:3000/user/info', '/login?url=http%3A%2F%2Flocalhost%3A3000%2Fuser%2Finfo'],
    ['http://localhost:9999/user/info', '/login?url=%2F'],
    ['https://localhost:3000/user/info', '/login?url=%2F'],
    ['http://localhost/user/info', '/login?url=%2F'],
  ])('passport/login keeps %s only when scheme, host and port are the site\'s', async (url, location) => {
    const res = await api.call('passport/login', `url=${encodeURIComponent(url)}`, { method: 'GET' });
    expect(res.status).toBe(302);
    expect(res.headers.Location).toBe(location);
  });

  it('passport/phone sends a learner back only to our own origin', async () => {
    const { code } = await api.requestCode('13900005510', { ip: '10.55.0.10' });
    const res = await api.call<{ url: string }>('passport/phone', { phone: '13900005510', code, url: 'http://localhost:9999/steal' }, { ip: '10.55.0.10' });
    expect(res.envelope.code).toBe(Code.Ok);
    expect(res.envelope.data.url).toBe('/');
  });
});
