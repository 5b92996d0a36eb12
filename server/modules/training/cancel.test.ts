// training/cancel/{id}: a learner withdraws their own sign-up before the deadline and the seat comes
// back; after the deadline, once paid, or for someone else's sign-up, a coded error and nothing changes.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiPage, ApiTrainingCard } from '@/contract/api-types';
import type { ApiSignupCancel, ApiSignupInfo, ApiSignupResult, ApiTrainingDetail } from '@/contract/wire/training';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';
import { trainingSignups, trainings } from './schema';
import { DAY, openForSignup, signupForm, userWithCookie } from './test-helpers';

describe('training/cancel/{id}', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const seatsLeft = async (id: number) => (await api.call<ApiTrainingDetail>(`training/detail/${id}`)).envelope.data.seatsLeft;
  const statusOf = async (id: number, userId: number) =>
    (await t.db.select({ s: trainingSignups.status }).from(trainingSignups)
      .where(and(eq(trainingSignups.trainingId, id), eq(trainingSignups.userId, userId))))[0]?.s;

  it('withdraws my sign-up before the deadline: the seat comes back on the page and the card, once', async () => {
    await openForSignup(t.db, 4, 5);
    await t.db.update(trainings).set({ feeFen: 30_000 }).where(eq(trainings.id, 4));
    const { cookie, user } = await userWithCookie(t.db);
    expect((await api.call<ApiSignupResult>('training/signup/4', signupForm(), { cookie })).envelope.data.created).toBe(true);
    expect(await seatsLeft(4)).toBe(4);
    const info = (await api.call<ApiSignupInfo>('training/signupInfo/4', {}, { cookie })).envelope.data;
    expect(info.signup.canCancel).toBe(true);

    const res = await api.call<ApiSignupCancel>('training/cancel/4', {}, { cookie });
    expect(res.envelope).toMatchObject({ code: 0, data: { status: 'cancelled', seatsLeft: 5 } });
    expect(await seatsLeft(4)).toBe(5);
    const cards = (await api.call<ApiPage<ApiTrainingCard>>('training/list', { status: 'signup', pageSize: '50' })).envelope.data.list;
    expect(cards.find((c) => c.id === 4)?.seatsLeft).toBe(5);
    expect(await statusOf(4, user.id)).toBe('cancelled');
    // The page no longer shows the sign-up; a second click finds nothing to cancel and gives no seat.
    expect((await api.call<ApiTrainingDetail>('training/detail/4', {}, { cookie })).envelope.data.mySignup).toBeNull();
    const twice = await api.call('training/cancel/4', {}, { cookie });
    expect(twice.envelope).toMatchObject({ code: Code.NotFound, codeMsg: '您没有报名本期培训' });
    expect(await seatsLeft(4)).toBe(5);
    // Signing up again takes the seat again.
    expect((await api.call<ApiSignupResult>('training/signup/4', signupForm(), { cookie })).envelope.data.created).toBe(true);
    expect(await seatsLeft(4)).toBe(4);
  });

  it('refuses after the deadline with a coded Chinese message and keeps the seat', async () => {
    await openForSignup(t.db, 5, 5);
    const { cookie, user } = await userWithCookie(t.db);
    await api.call('training/signup/5', signupForm(), { cookie });
    await t.db.update(trainings).set({ signupEndAt: new Date(Date.now() - DAY) }).where(eq(trainings.id, 5));
    const info = (await api.call<ApiSignupInfo>('training/signupInfo/5', {}, { cookie })).envelope.data;
    expect(info.signup.canCancel).toBe(false);
    const res = await api.call('training/cancel/5', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.envelope).toMatchObject({ code: Code.TrainingSignupClosed, codeMsg: expect.stringContaining('不能在线取消报名') });
    expect(await seatsLeft(5)).toBe(4);
    expect(await statusOf(5, user.id)).not.toBe('cancelled');
  });

  it('refuses a sign-up whose fee was received', async () => {
    await openForSignup(t.db, 6, 5);
    await t.db.update(trainings).set({ feeFen: 30_000 }).where(eq(trainings.id, 6));
    const { cookie, user } = await userWithCookie(t.db);
    await api.call('training/signup/6', signupForm(), { cookie });
    await t.db.update(trainingSignups).set({ status: 'confirmed', paidAt: new Date() })
      .where(and(eq(trainingSignups.trainingId, 6), eq(trainingSignups.userId, user.id)));
    const res = await api.call('training/cancel/6', {}, { cookie });
    expect(res.envelope).toMatchObject({ code: Code.Conflict, codeMsg: expect.stringContaining('培训费已缴纳') });
    expect(await seatsLeft(6)).toBe(4);
  });

  it('answers a guest, someone else and odd ids with coded errors, changing nothing', async () => {
    await openForSignup(t.db, 7, 5);
    const owner = await userWithCookie(t.db);
    await api.call('training/signup/7', signupForm(), { cookie: owner.cookie });
    const other = await userWithCookie(t.db);
    expect((await api.call('training/cancel/7')).envelope.code).toBe(Code.NotLoggedIn);
    expect((await api.call('training/cancel/7', {}, { cookie: other.cookie })).envelope.code).toBe(Code.NotFound);
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const res = await api.call(`training/cancel/${id}`, {}, { cookie: owner.cookie });
      expect(res.status, id).toBeLessThan(500);
      expect(res.envelope.code, id).toBe(Code.BadInput);
    }
    expect((await api.call('training/cancel/999999', {}, { cookie: owner.cookie })).envelope.code).toBe(Code.NotFound);
    expect(await seatsLeft(7)).toBe(4);
    expect(await statusOf(7, owner.user.id)).toBe('confirmed');
  });
});
