import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiSignupInfo, ApiSignupResult } from '@/contract/wire/training';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';
import { trainingSignups, trainings } from './schema';
import { DAY, openForSignup, signupForm, userWithCookie } from './test-helpers';
import { readTicket } from './ticket';

describe('training/signup/{id} and training/signupInfo/{id}', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const seatsTaken = async (id: number) =>
    (await t.db.select({ n: trainings.seatsTaken }).from(trainings).where(eq(trainings.id, id)))[0].n;
  const signupCount = async (id: number) =>
    (await t.db.select({ n: count() }).from(trainingSignups).where(eq(trainingSignups.trainingId, id)))[0].n;

  it('sends a guest to login and changes nothing', async () => {
    await openForSignup(t.db, 4, 5);
    const res = await api.call('training/signup/4', signupForm());
    expect(res.envelope.code).toBe(Code.NotLoggedIn);
    expect(await seatsTaken(4)).toBe(45);
  });

  it('signs a user up, takes one seat, and a repeated submit changes nothing', async () => {
    await openForSignup(t.db, 5, 5);
    await t.db.update(trainings).set({ feeFen: 0 }).where(eq(trainings.id, 5));
    const { cookie, user } = await userWithCookie(t.db);
    const first = await api.call<ApiSignupResult>('training/signup/5', signupForm(), { cookie });
    expect(first.envelope).toMatchObject({ code: 0, data: { status: 'confirmed', created: true } });
    expect(await seatsTaken(5)).toBe(46);
    const again = await api.call<ApiSignupResult>('training/signup/5', signupForm({ name: '改了名字' }), { cookie });
    expect(again.envelope).toMatchObject({ code: 0, data: { status: 'confirmed', created: false } });
    expect(await seatsTaken(5)).toBe(46);
    const rows = await t.db.select().from(trainingSignups).where(and(eq(trainingSignups.trainingId, 5), eq(trainingSignups.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '测试学员', phone: '13911112222', region: '410100', status: 'confirmed' });
  });

  it('keeps a class with a fee pending until paid, and says how to pay', async () => {
    await openForSignup(t.db, 6, 5);
    await t.db.update(trainings).set({ feeFen: 48_000, payMethod: 'transfer' }).where(eq(trainings.id, 6));
    const { cookie } = await userWithCookie(t.db);
    const res = await api.call<ApiSignupResult>('training/signup/6', signupForm(), { cookie });
    expect(res.envelope.data).toEqual({ status: 'pending', created: true });
    const info = (await api.call<ApiSignupInfo>('training/signupInfo/6', {}, { cookie })).envelope;
    expect(info.code).toBe(0);
    expect(info.data.payment).toMatchObject({ method: 'transfer', amount: 480, paid: false, account: { memo: expect.stringContaining('测试学员') } });
    expect(info.data.signup).toMatchObject({ status: 'pending', name: '测试学员', phoneMasked: '139****2222', region: '郑州市' });
    expect(await readTicket(t.db, info.data.ticket)).toBeGreaterThan(0);
    expect(info.data.attendance.length).toBeGreaterThan(0);
    expect(info.data.attendance.every((a) => a.checkedInAt === null)).toBe(true);

    await t.db.update(trainings).set({ payMethod: 'onsite' }).where(eq(trainings.id, 6));
    const onsite = (await api.call<ApiSignupInfo>('training/signupInfo/6', {}, { cookie })).envelope.data;
    expect(onsite.payment).toMatchObject({ method: 'onsite', account: null, instructions: expect.stringContaining('报到') });
  });

  it('shows a sign-up only to its owner: someone else\'s answers as if it did not exist', async () => {
    await openForSignup(t.db, 7, 5);
    const owner = await userWithCookie(t.db);
    await api.call('training/signup/7', signupForm(), { cookie: owner.cookie });
    const other = await userWithCookie(t.db);
    const theirs = await api.call('training/signupInfo/7', {}, { cookie: other.cookie });
    const none = await api.call('training/signupInfo/999999', {}, { cookie: other.cookie });
    expect(theirs.envelope).toEqual(none.envelope);
    expect(theirs.envelope.code).toBe(Code.NotFound);
    expect((await api.call('training/signupInfo/7')).envelope.code).toBe(Code.NotLoggedIn);
  });

  it('refuses a full class and a closed sign-up, and takes no seat', async () => {
    await openForSignup(t.db, 8, 0);
    const { cookie } = await userWithCookie(t.db);
    expect((await api.call('training/signup/8', signupForm(), { cookie })).envelope.code).toBe(Code.TrainingFull);
    expect(await signupCount(8)).toBe(0);

    await openForSignup(t.db, 9, 5);
    await t.db.update(trainings).set({ signupEndAt: new Date(Date.now() - DAY) }).where(eq(trainings.id, 9));
    expect((await api.call('training/signup/9', signupForm(), { cookie })).envelope.code).toBe(Code.TrainingSignupClosed);
    expect(await seatsTaken(9)).toBe(45);
    expect(await signupCount(9)).toBe(0);
  });

  it.each([
    ['no name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['an over-long name', { name: '名'.repeat(33) }],
    ['a bad phone', { phone: '12345' }],
    ['an over-long work unit', { workUnit: '院'.repeat(101) }],
    ['no department', { department: '' }],
    ['an unknown region', { region: '999999' }],
    ['a region with SQL', { region: "1'--" }],
  ])('refuses %s with BadInput and takes no seat', async (_label, override) => {
    await openForSignup(t.db, 10, 5);
    // The seed may hold sign-ups of class 10 waiting for review (they take no seat): none is added.
    const before = await signupCount(10);
    const { cookie } = await userWithCookie(t.db);
    const res = await api.call('training/signup/10', signupForm(override), { cookie });
    expect(res.envelope.code).toBe(Code.BadInput);
    expect(await seatsTaken(10)).toBe(45);
    expect(await signupCount(10)).toBe(before);
  });

  it.each([['999999', Code.NotFound], ['abc', Code.BadInput], ['0', Code.BadInput]])('answers class %s with a coded error', async (id, code) => {
    const { cookie } = await userWithCookie(t.db);
    expect((await api.call(`training/signup/${id}`, signupForm(), { cookie })).envelope.code).toBe(code);
  });

  it('refuses a sign-up from a foreign origin', async () => {
    await openForSignup(t.db, 11, 5);
    const { cookie } = await userWithCookie(t.db);
    const res = await api.call('training/signup/11', signupForm(), { cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await seatsTaken(11)).toBe(45);
  });

  it('gives exactly the seats left to many concurrent sign-ups, and each user one sign-up', async () => {
    await openForSignup(t.db, 12, 3);
    const users = await Promise.all(Array.from({ length: 12 }, () => userWithCookie(t.db)));
    // Every user submits twice at once, as a double click would.
    const results = await Promise.all(
      users.flatMap(({ cookie }) => [1, 2].map(() => api.call<ApiSignupResult>('training/signup/12', signupForm(), { cookie }))),
    );
    const codes = results.map((r) => r.envelope.code);
    expect(codes.every((c) => c === 0 || c === Code.TrainingFull)).toBe(true);
    expect(results.filter((r) => r.envelope.data?.created === true)).toHaveLength(3);
    expect(await seatsTaken(12)).toBe(50);
    expect(await signupCount(12)).toBe(3);
    const signedUp = new Set(
      (await t.db.select({ u: trainingSignups.userId }).from(trainingSignups).where(eq(trainingSignups.trainingId, 12))).map((r) => r.u),
    );
    expect(signedUp.size).toBe(3);
  });
});
