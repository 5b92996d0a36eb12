// LOGIN_HOURLY_CAP_PER_CLIENT: login attempts (phone + code) per client address per hour. Set low here,
// so that the cap, and only the cap, refuses the attempt after it, even one with the right code.
import { afterAll, describe, expect, it, vi } from 'vitest';

const saved = vi.hoisted(() => {
  const before = process.env.LOGIN_HOURLY_CAP_PER_CLIENT;
  process.env.LOGIN_HOURLY_CAP_PER_CLIENT = '3';
  return before;
});

import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { sessions, users } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';

describe('LOGIN_HOURLY_CAP_PER_CLIENT', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  afterAll(async () => {
    if (saved === undefined) delete process.env.LOGIN_HOURLY_CAP_PER_CLIENT;
    else process.env.LOGIN_HOURLY_CAP_PER_CLIENT = saved;
  });

  it('refuses the attempt after the cap from one address, even with the right code, and logs nobody in', async () => {
    const ip = '10.77.0.1';
    const phones = ['13900007701', '13900007702', '13900007703', '13900007704'];
    const codes: string[] = [];
    for (const phone of phones) {
      const { code } = await api.requestCode(phone, { ip: '10.77.9.9' }); // codes are asked for elsewhere
      codes.push(code!);
    }
    // Three attempts (one wrong, two right) use the cap of 3 ...
    expect((await api.call('passport/phone', { phone: phones[0], code: codes[0] === '000000' ? '111111' : '000000' }, { ip })).envelope.code).not.toBe(Code.TooManyRequests);
    expect((await api.call('passport/phone', { phone: phones[1], code: codes[1] }, { ip })).envelope.code).toBe(Code.Ok);
    expect((await api.call('passport/phone', { phone: phones[2], code: codes[2] }, { ip })).envelope.code).toBe(Code.Ok);
    // ... so the fourth is refused before its code is even looked at.
    const fourth = await api.call('passport/phone', { phone: phones[3], code: codes[3] }, { ip });
    expect(fourth.envelope.code).toBe(Code.TooManyRequests);
    expect(fourth.setCookies.med_sid).toBeUndefined();
    const [user] = await t.db.select().from(users).where(eq(users.phone, phones[3]));
    expect(user).toBeUndefined(); // a first login would have made the account
    // Another address is not affected, and the code was not spent by the refused attempt.
    const elsewhere = await api.call('passport/phone', { phone: phones[3], code: codes[3] }, { ip: '10.77.0.2' });
    expect(elsewhere.envelope.code).toBe(Code.Ok);
    const [created] = await t.db.select().from(users).where(eq(users.phone, phones[3]));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, created.id))).toHaveLength(1);
  });
});
