// passport/code with a real SMS provider (issue 12): the official Alibaba Cloud and Tencent Cloud SDKs,
// pointed at local stand-ins that check each request's fields and signature. A learner gets the code
// the stand-in received and logs in with it; a provider's failure answers code 4106, is logged without
// the code, and uses up none of the learner's limits.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { TestDb } from '@/server/db/client';
import { setLogSink } from '@/server/log';
import { smsCodes } from '@/server/db/schema';
import type { ApiCaller } from '@/tests/api/call-api';
import { startAliyunSms, startTencentSms, type SentSms, type StandIn } from '@/tests/api/sms-stand-ins';

const FAILED = { code: Code.SmsSendFailed, data: null, codeMsg: '短信发送失败，请稍后重试' };

/** The sign name both providers are configured with. */
const SIGN_NAME = '河南省基层卫生健康学会';

/** What a stand-in records for a send that was right in every way: our sign name, a valid signature, no problem found. */
const signedSms = (sent: Pick<SentSms, 'phone' | 'template' | 'params'>): SentSms => ({ ...sent, signName: SIGN_NAME, signatureOk: true, problems: [] });

type Site = { t: TestDb; api: ApiCaller };

/** A fresh API and database reading `env` (the configuration is read once per module instance). */
async function openSite(env: Record<string, string>): Promise<Site> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const { createTestDb } = await import('@/server/startup');
  const { createApiCaller } = await import('@/tests/api/call-api');
  const t = await createTestDb();
  return { t, api: createApiCaller(t.db) };
}

/**
 * A provider's stand-in and a site configured to send through it, for one describe block: started before its
 * first test, closed after its last (read p.standIn and p.site in tests).
 */
function withProvider(start: () => Promise<StandIn>, env: (standInUrl: string) => Record<string, string>) {
  const p = {} as { standIn: StandIn; site: Site };
  beforeAll(async () => {
    p.standIn = await start();
    p.site = await openSite({ ...LIMITS, ...env(p.standIn.url) });
  });
  afterAll(async () => {
    await p.site?.t.close();
    await p.standIn?.close();
    vi.unstubAllEnvs();
  });
  return p;
}

/** Captures console output while fn runs. */
async function capture<T>(fn: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged: string[] = [];
  const keep = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  const spies = (['log', 'info', 'warn', 'error'] as const).map((m) => vi.spyOn(console, m).mockImplementation(keep));
  // The server log (server/log.ts) too: its message, and the whole JSON line (an error's fields must
  // not carry the code or the phone either).
  const restoreLog = setLogSink((line) => void logged.push((JSON.parse(line) as { msg: string }).msg, line));
  try {
    return { result: await fn(), logged };
  } finally {
    restoreLog();
    for (const s of spies) s.mockRestore();
  }
}

/**
 * Shared checks for both providers; `codeOf` reads the code out of what the stand-in received, `codeSms` is how
 * the provider writes a code's message (`how` ends the test's name).
 */
function providerContract(
  provider: 'aliyun' | 'tencent',
  ctx: () => { site: Site; standIn: StandIn },
  codeOf: (sent: SentSms) => string,
  phoneAsSent: (phone: string) => string,
  refusalCode: string,
  codeSms: { how: string; template: string; params: unknown },
) {
  let ipSeq = 0;
  const subnet = `10.44.${provider === 'aliyun' ? 1 : 2}`;
  const ip = () => `${subnet}.${++ipSeq}`;
  const rowsFor = (phone: string) => ctx().site.t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
  const age = (phone: string, seconds: number) =>
    ctx()
      .site.t.db.update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(smsCodes.phone, phone));
  const requestCode = (phone: string, client = ip()) => capture(() => ctx().site.api.call('passport/code', { phone }, { ip: client }));

  it(`sends the sign name, the template and ${codeSms.how}`, async () => {
    const { standIn } = ctx();
    standIn.mode = 'ok';
    await requestCode('13900000200', `${subnet}.200`);
    expect(standIn.sent.at(-1)).toMatchObject(signedSms({ phone: phoneAsSent('13900000200'), template: codeSms.template, params: codeSms.params }));
  });

  it('sends the code through the SDK, signed, and the learner logs in with it; the code is never logged', async () => {
    const { standIn, site } = ctx();
    standIn.mode = 'ok';
    const phone = '13900000201';
    const { result: res, logged } = await requestCode(phone);
    expect(res.envelope).toEqual({ code: 0, data: { resendAfter: 60 }, codeMsg: expect.any(String) });
    const sent = standIn.sent.at(-1)!;
    expect(sent.problems).toEqual([]);
    expect(sent.signatureOk).toBe(true);
    expect(sent.phone).toBe(phoneAsSent(phone));
    const code = codeOf(sent);
    expect(code).toMatch(/^\d{6}$/);
    expect(logged.join('\n')).not.toContain(code);

    const login = await site.api.call('passport/phone', { phone, code }, { ip: ip() });
    expect(login.envelope.code).toBe(0);
    expect(login.setCookies.med_sid?.value).toBeTruthy();
  });

  it('answers 4106 when the provider refuses, stores nothing, and logs the reason without the code', async () => {
    const { standIn } = ctx();
    standIn.mode = 'refuse';
    const phone = '13900000202';
    const { result: res, logged } = await requestCode(phone);
    expect(res.status).toBe(200);
    expect(res.envelope).toEqual(FAILED);
    expect(await rowsFor(phone)).toHaveLength(0);
    const code = codeOf(standIn.sent.at(-1)!);
    const line = logged.find((l) => l.startsWith(`[sms] ${provider}`));
    expect(line).toContain(refusalCode);
    expect(line).toContain('139****0202');
    expect(logged.join('\n')).not.toContain(code);
    expect(logged.join('\n')).not.toContain(phone);
  });

  it.each([
    ['answers with a server error', 'error'],
    ['does not answer in time', 'hang'],
  ] as const)('answers 4106 when the provider %s', async (_label, mode) => {
    const { standIn } = ctx();
    standIn.mode = mode;
    const phone = mode === 'hang' ? '13900000203' : '13900000204';
    const started = Date.now();
    const { result: res, logged } = await requestCode(phone);
    expect(res.envelope).toEqual(FAILED);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await rowsFor(phone)).toHaveLength(0);
    expect(logged.some((l) => l.startsWith(`[sms] ${provider} could not send a login code to 139****`))).toBe(true);
    const code = codeOf(standIn.sent.at(-1)!);
    expect(code).toMatch(/^\d{6}$/);
    expect(logged.join('\n')).not.toContain(code);
  });

  it('answers 4106 when the service does not accept our signature', async () => {
    const { standIn } = ctx();
    standIn.mode = 'ok';
    const secret = standIn.secret;
    standIn.secret = 'not-the-key-we-were-given';
    try {
      const { result: res, logged } = await requestCode('13900000205');
      expect(res.envelope).toEqual(FAILED);
      expect(standIn.sent.at(-1)!.signatureOk).toBe(false);
      expect(logged.find((l) => l.startsWith(`[sms] ${provider}`))).toMatch(/Signature/);
    } finally {
      standIn.secret = secret;
    }
  });

  it('lets the learner retry at once after a failure, again and again: no resend wait, no daily cap', async () => {
    const { standIn, site } = ctx();
    const phone = '13900000206';
    standIn.mode = 'refuse';
    // SMS_DAILY_CAP_PER_PHONE is 2 here: failed sends past it must still be tried.
    for (let i = 0; i < 4; i++) expect((await requestCode(phone)).result.envelope).toEqual(FAILED);
    standIn.mode = 'ok';
    const ok = await requestCode(phone);
    expect(ok.result.envelope.code).toBe(0);
    const code = codeOf(standIn.sent.at(-1)!);
    expect(await rowsFor(phone)).toHaveLength(1);
    expect((await site.api.call('passport/phone', { phone, code }, { ip: ip() })).envelope.code).toBe(0);
  });

  it("does not count a failure against the client's hourly allowance", async () => {
    const { standIn } = ctx();
    const client = ip();
    standIn.mode = 'refuse';
    // SMS_HOURLY_CAP_PER_CLIENT is 3 here.
    for (let i = 0; i < 4; i++) expect((await requestCode(`1390000031${i}`, client)).result.envelope).toEqual(FAILED);
    standIn.mode = 'ok';
    for (let i = 0; i < 3; i++) expect((await requestCode(`1390000032${i}`, client)).result.envelope.code).toBe(0);
    expect((await requestCode('13900000329', client)).result.envelope.code).toBe(Code.TooManyRequests);
  });

  it('keeps the code a failed send would have replaced', async () => {
    const { standIn, site } = ctx();
    const phone = '13900000207';
    standIn.mode = 'ok';
    expect((await requestCode(phone)).result.envelope.code).toBe(0);
    const first = codeOf(standIn.sent.at(-1)!);
    await age(phone, 61);
    standIn.mode = 'refuse';
    expect((await requestCode(phone)).result.envelope).toEqual(FAILED);
    expect((await site.api.call('passport/phone', { phone, code: first }, { ip: ip() })).envelope.code).toBe(0);
  });
}

const NOTICE = {
  phone: '13900000220',
  text: '您的发票申请已开具，详情见 http://localhost:3000/user/invoice#invoice-3',
  params: { item: '发票申请', result: '已开具' },
};

/**
 * A decision's notice as the job queue's sms job sends it (server/jobs/sms.ts), through the site's own module
 * instance; with `unset` named, through a fresh instance that reads that variable as unset.
 */
async function sendNotice(notice: { phone: string; text: string; params?: { item: string; result: string } }, unset?: string) {
  if (unset) {
    vi.resetModules();
    vi.stubEnv(unset, '');
  }
  try {
    const { smsNoticeSender } = await import('@/server/jobs/sms');
    return await capture(() => smsNoticeSender.send(notice).then(() => 'sent', (e: Error) => `failed: ${e.message}`));
  } finally {
    if (unset) vi.unstubAllEnvs();
  }
}

/**
 * The notice checks both providers share: sent as the provider writes it (`how` ends the test's name); refusal
 * throws (the job retries); no parameters or no template, not sent. `env` is the provider's whole configuration.
 */
function noticeContract(
  provider: 'aliyun' | 'tencent',
  ctx: () => { standIn: StandIn },
  templateVar: string,
  env: () => Record<string, string>,
  sent: { how: string; asSent: SentSms },
) {
  it(`sends a decision's notice with the notice template${sent.how}`, async () => {
    const { standIn } = ctx();
    standIn.mode = 'ok';
    const { result } = await sendNotice(NOTICE);
    expect(result).toBe('sent');
    expect(standIn.sent.at(-1)).toEqual(sent.asSent);
  });

  it('throws when the provider refuses a notice, so that the job is retried', async () => {
    const { standIn } = ctx();
    standIn.mode = 'refuse';
    const { result } = await sendNotice(NOTICE);
    expect(result).toMatch(new RegExp(`^failed: ${provider}: `));
  });

  it.each([
    ['a notice without template parameters', undefined],
    [`no ${templateVar}`, templateVar],
  ])('sends nothing for %s, and logs it as not sent', async (_label, unset) => {
    const { standIn } = ctx();
    standIn.mode = 'ok';
    const count = standIn.sent.length;
    if (unset) for (const [k, v] of Object.entries(env())) vi.stubEnv(k, v);
    const { result, logged } = await sendNotice(unset ? NOTICE : { phone: NOTICE.phone, text: NOTICE.text }, unset);
    expect(result).toBe('sent');
    expect(standIn.sent).toHaveLength(count);
    expect(logged).toContain('[jobs] no SMS notice template for this provider; notice not sent');
  });
}

const LIMITS = { SMS_DAILY_CAP_PER_PHONE: '2', SMS_HOURLY_CAP_PER_CLIENT: '3', SMS_PROVIDER_TIMEOUT_MS: '1000' };

describe('SMS_PROVIDER=aliyun', () => {
  const keys = { accessKeyId: 'LTAI5tStandInKeyId', accessKeySecret: 'stand-in-access-key-secret' };
  const env = (url: string) => ({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: keys.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: keys.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: SIGN_NAME,
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465370001',
    ALIYUN_SMS_NOTICE_TEMPLATE: 'SMS_465370002',
    ALIYUN_SMS_ENDPOINT: url,
  });
  const p = withProvider(() => startAliyunSms(keys), env);

  noticeContract('aliyun', () => p, 'ALIYUN_SMS_NOTICE_TEMPLATE', () => env(p.standIn.url), {
    how: ' and its parameters item and result',
    asSent: signedSms({ phone: NOTICE.phone, template: 'SMS_465370002', params: { item: '发票申请', result: '已开具' } }),
  });

  providerContract(
    'aliyun',
    () => p,
    (sent) => (sent.params as { code: string }).code,
    (phone) => phone,
    'isv.BUSINESS_LIMIT_CONTROL',
    { how: 'its parameter named code', template: 'SMS_465370001', params: { code: expect.stringMatching(/^\d{6}$/) } },
  );
});

describe('SMS_PROVIDER=tencent', () => {
  const keys = { secretId: 'AKIDStandInSecretId', secretKey: 'stand-in-secret-key' };
  const env = (url: string) => ({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: keys.secretId,
    TENCENT_SMS_SECRET_KEY: keys.secretKey,
    TENCENT_SMS_SDK_APP_ID: '1400787878',
    TENCENT_SMS_SIGN_NAME: SIGN_NAME,
    TENCENT_SMS_TEMPLATE_ID: '1110000',
    TENCENT_SMS_NOTICE_TEMPLATE: '1110001',
    TENCENT_SMS_ENDPOINT: url,
  });
  const p = withProvider(() => startTencentSms(keys), env);

  noticeContract('tencent', () => p, 'TENCENT_SMS_NOTICE_TEMPLATE', () => env(p.standIn.url), {
    how: ', {1} the item and {2} the result',
    asSent: signedSms({ phone: `+86${NOTICE.phone}`, template: '1110001', params: ['发票申请', '已开具'] }),
  });

  providerContract(
    'tencent',
    () => p,
    (sent) => (sent.params as string[])[0],
    (phone) => `+86${phone}`,
    'LimitExceeded.PhoneNumberThirtySecondLimit',
    { how: 'the code as its one parameter, to +86 and the number', template: '1110000', params: [expect.stringMatching(/^\d{6}$/)] },
  );
});
