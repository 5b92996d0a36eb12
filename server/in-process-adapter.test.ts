import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHomeCommon, ApiUserInfo } from '@/lib/api-types';
import { Code } from '@/lib/codes';
import { ApiCodeError, createApiClient } from '@/lib/http';

// The adapter talks to the process's own database (getDb): give this file a fresh one of its own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'med-inprocess-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

const { inProcessAdapter } = await import('./in-process-adapter');
const { closeDb } = await import('./db/client');

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('inProcessAdapter', () => {
  const client = (cookie?: string) =>
    createApiClient({ req: { headers: cookie ? { cookie } : {} }, adapter: inProcessAdapter });

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
});
