import { describe, expect, it, vi } from 'vitest';
import { useFreshEnv } from '@/tests/fresh-env';

describe('getServerEnv', () => {
  const load = useFreshEnv(async () => (await import('./env')).getServerEnv());

  it('has working defaults for a fresh clone', async () => {
    for (const k of ['DATABASE_URL', 'DATA_DIR', 'SMS_CODE_TTL_SECONDS', 'TRUST_PROXY', 'SMS_PROVIDER']) vi.stubEnv(k, '');
    const env = await load();
    expect(env).toMatchObject({
      DATABASE_URL: undefined, DATA_DIR: './data', SMS_CODE_TTL_SECONDS: 600, SMS_MAX_ATTEMPTS: 5,
      SMS_RESEND_SECONDS: 60, SMS_DAILY_CAP_PER_PHONE: 10, SMS_HOURLY_CAP_PER_CLIENT: 30,
      SESSION_TTL_DAYS: 30, SMS_PROVIDER: 'log', TRUST_PROXY: false, DATABASE_POOL_SIZE: 5,
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
    ['DATABASE_POOL_SIZE', '0'],
    ['SMS_CODE_TTL_SECONDS', '3600'],
    ['SMS_MAX_ATTEMPTS', 'five'],
    ['SMS_PROVIDER', 'carrier-pigeon'],
    ['TRUST_PROXY', 'maybe'],
    ['ALIYUN_SMS_ENDPOINT', 'http://sms.example.com'],
    ['TENCENT_SMS_ENDPOINT', 'not a url'],
    ['TENCENT_SMS_SDK_APP_ID', 'app-1'],
    ['TENCENT_SMS_NOTICE_TEMPLATE', 'SMS_1'],
    ['ALIYUN_SMS_NOTICE_TEMPLATE', 'x'.repeat(65)],
    ['WECHAT_API_BASE', 'http://api.weixin.qq.com'],
    ['WECHAT_APP_ID', 'gh_123'],
  ])('fails with a message naming %s for a wrong value', async (name, value) => {
    vi.stubEnv(name, value);
    await expect(load()).rejects.toThrow(new RegExp(`Invalid server configuration[\\s\\S]*${name}`));
  });

  it('has no SMS provider keys or WeChat app by default: the log provider, an unsigned makeJsMap', async () => {
    for (const k of ['SMS_PROVIDER', 'WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'ALIYUN_SMS_ENDPOINT', 'WECHAT_API_BASE']) vi.stubEnv(k, '');
    expect(await load()).toMatchObject({
      SMS_PROVIDER: 'log', SMS_PROVIDER_TIMEOUT_MS: 5000, WECHAT_APP_ID: undefined, WECHAT_APP_SECRET: undefined,
      ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com', TENCENT_SMS_ENDPOINT: 'https://sms.tencentcloudapi.com',
      TENCENT_SMS_REGION: 'ap-guangzhou', ALIYUN_SMS_TEMPLATE_PARAM: 'code', WECHAT_API_BASE: 'https://api.weixin.qq.com',
    });
  });

  const ALIYUN = {
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample', ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret', ALIYUN_SMS_SIGN_NAME: '河南省基层卫生健康学会',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  };
  const TENCENT = {
    TENCENT_SMS_SECRET_ID: 'AKIDExample', TENCENT_SMS_SECRET_KEY: 'secret', TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: '河南省基层卫生健康学会', TENCENT_SMS_TEMPLATE_ID: '100000',
  };

  it.each([
    ['aliyun', ALIYUN],
    ['tencent', TENCENT],
  ])('stops at start naming each variable SMS_PROVIDER=%s is missing', async (provider, needs) => {
    vi.stubEnv('SMS_PROVIDER', provider);
    for (const name of Object.keys(needs)) {
      for (const [k, v] of Object.entries(needs)) vi.stubEnv(k, k === name ? '' : v);
      await expect(load()).rejects.toThrow(new RegExp(`${name}[\\s\\S]*required when SMS_PROVIDER=${provider}|required when SMS_PROVIDER=${provider}[\\s\\S]*${name}`));
    }
    for (const [k, v] of Object.entries(needs)) vi.stubEnv(k, v);
    expect((await load()).SMS_PROVIDER).toBe(provider);
  });

  it('takes the notice templates as optional: a provider starts without them, and reads them when set', async () => {
    vi.stubEnv('SMS_PROVIDER', 'tencent');
    for (const [k, v] of Object.entries({ ...ALIYUN, ...TENCENT })) vi.stubEnv(k, v);
    vi.stubEnv('ALIYUN_SMS_NOTICE_TEMPLATE', '');
    vi.stubEnv('TENCENT_SMS_NOTICE_TEMPLATE', '');
    expect(await load()).toMatchObject({ ALIYUN_SMS_NOTICE_TEMPLATE: undefined, TENCENT_SMS_NOTICE_TEMPLATE: undefined });
    vi.stubEnv('ALIYUN_SMS_NOTICE_TEMPLATE', ' SMS_2 ');
    vi.stubEnv('TENCENT_SMS_NOTICE_TEMPLATE', '100001');
    expect(await load()).toMatchObject({ ALIYUN_SMS_NOTICE_TEMPLATE: 'SMS_2', TENCENT_SMS_NOTICE_TEMPLATE: '100001' });
  });

  it('takes plain http only to this machine (the stand-ins of the tests)', async () => {
    vi.stubEnv('ALIYUN_SMS_ENDPOINT', 'http://127.0.0.1:4567');
    vi.stubEnv('WECHAT_API_BASE', 'http://localhost:4568');
    expect(await load()).toMatchObject({ ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:4567', WECHAT_API_BASE: 'http://localhost:4568' });
  });

  it.each([
    ['WECHAT_APP_ID', 'wx1234567890abcdef', 'WECHAT_APP_SECRET'],
    ['WECHAT_APP_SECRET', '0123456789abcdef0123456789abcdef', 'WECHAT_APP_ID'],
  ])('stops at start when %s is set without the other', async (name, value, missing) => {
    vi.stubEnv('WECHAT_APP_ID', '');
    vi.stubEnv('WECHAT_APP_SECRET', '');
    vi.stubEnv(name, value);
    await expect(load()).rejects.toThrow(new RegExp(`Invalid server configuration[\\s\\S]*${missing}`));
  });
});
