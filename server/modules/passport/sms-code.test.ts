import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { freshTestDb } from '@/tests/api/test-db';
import { smsCodes, users } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';

describe('passport/code and the SMS code rules', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let ipSeq = 0;
  /** A fresh client address per test keeps the per-client hourly cap out of the way. */
  const ip = () => `10.1.0.${++ipSeq}`;

  const rowsFor = (phone: string) => t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
  /** Moves a phone's codes back in time, as if the resend wait had passed. */
  const age = (phone: string, seconds: number) =>
    t.db
      .update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(smsCodes.phone, phone));

  it('sends a 6-digit code, logs exactly one line and answers when to resend', async () => {
    const { code, res } = await api.requestCode('13900000001', { ip: ip() });
    expect(res.envelope).toEqual({ code: 0, data: { resendAfter: 60 }, codeMsg: expect.any(String) });
    expect(code).toMatch(/^\d{6}$/);
  });

  it('stores the code hashed, never the code itself', async () => {
    const { code } = await api.requestCode('13900000002', { ip: ip() });
    const [row] = await rowsFor('13900000002');
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('normalises the phone before storing and limiting', async () => {
    const { res } = await api.requestCode('+86 139-0000-0003', { ip: ip() });
    expect(res.envelope.code).toBe(0);
    expect(await rowsFor('13900000003')).toHaveLength(1);
    const again = await api.requestCode('8613900000003', { ip: ip() });
    expect(again.res.envelope.code).toBe(Code.SmsSendTooOften);
  });

  it('answers the same for a phone with an account and one without', async () => {
    const known = await api.requestCode('13800000000', { ip: ip() });
    const unknown = await api.requestCode('13900000004', { ip: ip() });
    expect(known.res.body).toBe(unknown.res.body);
    // Every answer carries its own request id; everything else is the same.
    const { 'X-Request-Id': knownId, ...knownHeaders } = known.res.headers as Record<string, string>;
    const { 'X-Request-Id': unknownId, ...unknownHeaders } = unknown.res.headers as Record<string, string>;
    expect(knownId).not.toBe(unknownId);
    expect(knownHeaders).toEqual(unknownHeaders);
  });

  it.each([
    ['empty', { phone: '' }],
    ['missing', {}],
    ['not a mobile number', { phone: '12345678901' }],
    ['too short', { phone: '1390000000' }],
    ['letters', { phone: '1390000000a' }],
    ['too long', { phone: '1'.repeat(200) }],
    ['an array', { phone: ['13900000005', '13900000006'] }],
    ['an object', { phone: { a: '13900000005' } }],
  ])('refuses a phone that is %s and stores nothing', async (_label, body) => {
    const before = await t.db.select().from(smsCodes);
    const res = await api.call('passport/code', body, { ip: ip() });
    expect(res.envelope.code).toBe(Code.BadInput);
    expect(await t.db.select().from(smsCodes)).toHaveLength(before.length);
  });

  it('refuses a prototype key and stores nothing', async () => {
    const before = await t.db.select().from(smsCodes);
    const res = await api.call('passport/code', '__proto__[phone]=13900000005&phone=13900000005', { ip: ip() });
    expect(res.envelope.code).toBe(Code.BadInput);
    expect(await t.db.select().from(smsCodes)).toHaveLength(before.length);
  });

  it('refuses a resend within 60 seconds, and allows it after', async () => {
    const phone = '13900000010';
    await api.requestCode(phone, { ip: ip() });
    const soon = await api.requestCode(phone, { ip: ip() });
    expect(soon.res.envelope.code).toBe(Code.SmsSendTooOften);
    expect(soon.code).toBeNull();
    await age(phone, 61);
    expect((await api.requestCode(phone, { ip: ip() })).res.envelope.code).toBe(0);
  });

  it('makes an older code stop working when a new one is sent', async () => {
    const phone = '13900000011';
    const first = await api.requestCode(phone, { ip: ip() });
    await age(phone, 61);
    const second = await api.requestCode(phone, { ip: ip() });
    expect(first.code).not.toBeNull();
    if (first.code !== second.code) {
      const res = await api.call('passport/phone', { phone, code: first.code }, { ip: ip() });
      expect(res.envelope.code).toBe(Code.SmsCodeWrong);
      expect(res.setCookies.med_sid).toBeUndefined();
    }
    const ok = await api.call('passport/phone', { phone, code: second.code }, { ip: ip() });
    expect(ok.envelope.code).toBe(0);
  });

  it('stops at the daily cap per phone', async () => {
    const phone = '13900000012';
    for (let i = 0; i < 10; i++) {
      expect((await api.requestCode(phone, { ip: ip() })).res.envelope.code).toBe(0);
      await age(phone, 61);
    }
    const over = await api.requestCode(phone, { ip: ip() });
    expect(over.res.envelope.code).toBe(Code.SmsDailyCapReached);
    expect(over.code).toBeNull();
    expect(await rowsFor(phone)).toHaveLength(10);
  });

  it('stops one client address at its hourly cap, whatever the phones', async () => {
    const client = '10.9.9.9';
    for (let i = 0; i < 30; i++) {
      const phone = `1370000${String(i).padStart(4, '0')}`;
      expect((await api.requestCode(phone, { ip: client })).res.envelope.code).toBe(0);
    }
    const over = await api.requestCode('13799999999', { ip: client });
    expect(over.res.envelope.code).toBe(Code.TooManyRequests);
    expect(await rowsFor('13799999999')).toHaveLength(0);
    expect((await api.requestCode('13799999999', { ip: ip() })).res.envelope.code).toBe(0);
  });

  it('burns a code after 5 wrong tries, even for the right code afterwards', async () => {
    const phone = '13900000013';
    const { code } = await api.requestCode(phone, { ip: ip() });
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await api.call('passport/phone', { phone, code: wrong }, { ip: ip() })).envelope.code);
    expect(codes).toEqual([Code.SmsCodeWrong, Code.SmsCodeWrong, Code.SmsCodeWrong, Code.SmsCodeWrong, Code.SmsCodeTooManyTries]);
    const right = await api.call('passport/phone', { phone, code }, { ip: ip() });
    expect(right.envelope.code).toBe(Code.SmsCodeTooManyTries);
    expect(right.setCookies.med_sid).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const phone = '13900000014';
    const { code } = await api.requestCode(phone, { ip: ip() });
    await t.db.update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCodes.phone, phone));
    const res = await api.call('passport/phone', { phone, code }, { ip: ip() });
    expect(res.envelope.code).toBe(Code.SmsCodeExpired);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('accepts a code once only', async () => {
    const phone = '13900000015';
    const { code } = await api.requestCode(phone, { ip: ip() });
    expect((await api.call('passport/phone', { phone, code }, { ip: ip() })).envelope.code).toBe(0);
    const replay = await api.call('passport/phone', { phone, code }, { ip: ip() });
    expect(replay.envelope.code).toBe(Code.SmsCodeExpired);
    expect(replay.setCookies.med_sid).toBeUndefined();
  });

  it('binds a code to its phone', async () => {
    const { code } = await api.requestCode('13900000016', { ip: ip() });
    const other = await api.requestCode('13900000017', { ip: ip() });
    const res = await api.call('passport/phone', { phone: '13900000017', code }, { ip: ip() });
    // Only a one-in-a-million collision of the two random codes could log in here.
    if (other.code !== code) expect(res.envelope.code).toBe(Code.SmsCodeWrong);
  });

  it('refuses a code for a phone that never asked for one', async () => {
    const res = await api.call('passport/phone', { phone: '13900000018', code: '123456' }, { ip: ip() });
    expect(res.envelope.code).toBe(Code.SmsCodeExpired);
  });

  it.each([
    ['empty', ''],
    ['five digits', '12345'],
    ['letters', '12345a'],
    ['an array', ['123456']],
  ])('refuses a code that is %s without counting a try', async (_label, code) => {
    const phone = '13900000019';
    await age(phone, 61);
    await api.requestCode(phone, { ip: ip() });
    const res = await api.call('passport/phone', { phone, code }, { ip: ip() });
    expect(res.envelope.code).toBe(Code.BadInput);
    const [latest] = (await rowsFor(phone)).sort((a, b) => b.id - a.id);
    expect(latest.attempts).toBe(0);
  });
});
