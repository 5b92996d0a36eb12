import { afterEach, describe, expect, it, vi } from 'vitest';

async function load() {
  vi.resetModules();
  return (await import('./env')).getServerEnv();
}

describe('getServerEnv', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('has working defaults for a fresh clone', async () => {
    for (const k of ['DATABASE_URL', 'DATA_DIR', 'SMS_CODE_TTL_SECONDS', 'TRUST_PROXY', 'SMS_PROVIDER']) vi.stubEnv(k, '');
    const env = await load();
    expect(env).toMatchObject({
      DATABASE_URL: undefined, DATA_DIR: './data', SMS_CODE_TTL_SECONDS: 600, SMS_MAX_ATTEMPTS: 5,
      SMS_RESEND_SECONDS: 60, SMS_DAILY_CAP_PER_PHONE: 10, SMS_HOURLY_CAP_PER_CLIENT: 30,
      SESSION_TTL_DAYS: 30, SMS_PROVIDER: 'log', TRUST_PROXY: false,
    });
  });

  it('reads TRUST_PROXY=false as false and true as true', async () => {
    vi.stubEnv('TRUST_PROXY', 'false');
    expect((await load()).TRUST_PROXY).toBe(false);
    vi.stubEnv('TRUST_PROXY', 'TRUE');
    expect((await load()).TRUST_PROXY).toBe(true);
  });

  it.each([
    ['DATABASE_URL', 'mysql://x'],
    ['SMS_CODE_TTL_SECONDS', '3600'],
    ['SMS_MAX_ATTEMPTS', 'five'],
    ['SMS_PROVIDER', 'carrier-pigeon'],
    ['TRUST_PROXY', 'maybe'],
  ])('fails with a message naming %s for a wrong value', async (name, value) => {
    vi.stubEnv(name, value);
    await expect(load()).rejects.toThrow(new RegExp(`Invalid server configuration[\\s\\S]*${name}`));
  });
});
