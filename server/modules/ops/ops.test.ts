import { beforeEach, describe, expect, it, vi } from 'vitest';
import { desc } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiCacheCleanup, ApiOpsStatus } from '@/contract/wire/ops';
import { freshTestDb } from '@/tests/api/test-db';
import { opsLog } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { checkOperatorToken } from './token';
import { captureLogs } from '@/tests/api/logs';

// The operator token is read from the server configuration; each test sets it (or not) here.
const config = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('@/server/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/env')>();
  return { ...real, getServerEnv: () => ({ ...real.getServerEnv(), OPERATOR_TOKEN: config.token }) };
});

const TOKEN = 'operator-token-for-tests-0123456789';

describe('checkOperatorToken', () => {
  it('tells disabled, missing, wrong and right apart', () => {
    expect(checkOperatorToken(undefined, TOKEN)).toBe('disabled');
    expect(checkOperatorToken(TOKEN, undefined)).toBe('missing');
    expect(checkOperatorToken(TOKEN, '')).toBe('missing');
    expect(checkOperatorToken(TOKEN, `${TOKEN}x`)).toBe('wrong');
    expect(checkOperatorToken(TOKEN, TOKEN.slice(0, -1))).toBe('wrong');
    expect(checkOperatorToken(TOKEN, ['a', 'b'])).toBe('wrong');
    expect(checkOperatorToken(TOKEN, TOKEN)).toBe('ok');
  });
});

describe('ops/status and ops/cacheCleanup', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let ipCount = 0;
  /** Each test its own client address, so the per-client limit of one does not touch another. */
  const nextIp = () => `10.9.0.${++ipCount}`;

  beforeEach(() => {
    config.token = undefined;
  });

  async function lastLog() {
    const [row] = await t.db.select().from(opsLog).orderBy(desc(opsLog.id)).limit(1);
    return row;
  }

  /** Calls cacheCleanup and returns the answer and the log lines it printed. */
  async function cleanup(form: Record<string, unknown> | string, ip: string) {
    const logs = captureLogs();
    try {
      const res = await api.call<ApiCacheCleanup>('ops/cacheCleanup', form, { ip });
      return { res, lines: logs.messages().filter((l) => l.startsWith('[ops]')) };
    } finally {
      logs.restore();
    }
  }

  it('says whether cache cleanup is enabled', async () => {
    expect((await api.call<ApiOpsStatus>('ops/status', {}, { origin: null })).envelope.data).toEqual({ cacheCleanup: false });
    config.token = TOKEN;
    expect((await api.call<ApiOpsStatus>('ops/status', {}, { origin: null })).envelope.data).toEqual({ cacheCleanup: true });
  });

  it('refuses and logs when no token is configured, whatever is sent', async () => {
    const ip = nextIp();
    const { res, lines } = await cleanup({ token: TOKEN }, ip);
    expect(res.envelope.code).toBe(Code.OperatorDisabled);
    expect(lines).toEqual([`[ops] cache cleanup refused (disabled) for ${ip}`]);
    expect(await lastLog()).toMatchObject({ action: 'cacheCleanup', isAllowed: false, outcome: 'disabled', client: ip });
  });

  it('refuses and logs a missing token', async () => {
    config.token = TOKEN;
    const ip = nextIp();
    const { res, lines } = await cleanup({}, ip);
    expect(res.envelope.code).toBe(Code.OperatorTokenWrong);
    expect(lines).toEqual([`[ops] cache cleanup refused (missing) for ${ip}`]);
    expect(await lastLog()).toMatchObject({ isAllowed: false, outcome: 'missing', client: ip });
  });

  it('refuses and logs a wrong token, and one that is not a string', async () => {
    config.token = TOKEN;
    const ip = nextIp();
    for (const form of [{ token: 'not-the-token' }, { token: TOKEN.toUpperCase() }, 'token[]=a&token[]=b', { token: 'x'.repeat(5000) }]) {
      const { res } = await cleanup(form, ip);
      expect(res.envelope.code, JSON.stringify(form).slice(0, 40)).toBe(Code.OperatorTokenWrong);
      expect(res.envelope.data).toBeNull();
      expect(await lastLog()).toMatchObject({ isAllowed: false, outcome: 'wrong', client: ip });
    }
  });

  it('allows and logs the right token', async () => {
    config.token = TOKEN;
    const ip = nextIp();
    const { res, lines } = await cleanup({ token: TOKEN }, ip);
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data.at).toBeGreaterThan(0);
    expect(lines).toEqual([`[ops] cache cleanup allowed for ${ip}`]);
    expect(await lastLog()).toMatchObject({ isAllowed: true, outcome: 'ok', client: ip });
  });

  it('stops guessing after ten tries from one address, and logs that too', async () => {
    config.token = TOKEN;
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await cleanup({ token: `guess-${i}` }, ip)).res.envelope.code).toBe(Code.OperatorTokenWrong);
    const { res, lines } = await cleanup({ token: TOKEN }, ip);
    expect(res.envelope.code).toBe(Code.TooManyRequests);
    expect(lines).toEqual([`[ops] cache cleanup refused (limited) for ${ip}`]);
    expect(await lastLog()).toMatchObject({ isAllowed: false, outcome: 'limited', client: ip });
    // Another address is not held back.
    expect((await cleanup({ token: TOKEN }, nextIp())).res.envelope.code).toBe(0);
  });

  it('refuses a GET and a post from another site before anything happens', async () => {
    config.token = TOKEN;
    const before = (await t.db.select().from(opsLog)).length;
    const get = await api.call('ops/cacheCleanup', { token: TOKEN }, { method: 'GET', ip: nextIp() });
    expect(get.status).toBe(405);
    const foreign = await api.call('ops/cacheCleanup', { token: TOKEN }, { origin: 'https://evil.example', ip: nextIp() });
    expect(foreign.status).toBe(403);
    expect(foreign.envelope.code).toBe(Code.ForeignOrigin);
    expect((await t.db.select().from(opsLog)).length).toBe(before);
  });
});
