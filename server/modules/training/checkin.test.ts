import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiAttendInfo, ApiCheckinResult, ApiSignupInfo } from '@/contract/wire/training';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';
import { trainingCheckins, trainingStaff } from './schema';
import { HOUR, addSession, openForSignup, signupForm, userWithCookie } from './test-helpers';

describe('check-in: training/attend, training/scan and training/attendInfo', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let ip = 0;
  // Each test its own client address, so the per-client limits of one do not touch another.
  const nextIp = () => `10.9.0.${++ip}`;

  /** A learner signed up to class `id` (opened for sign-up first), with the sign-up's ticket. */
  async function learnerOf(id: number) {
    await openForSignup(t.db, id, 10);
    const learner = await userWithCookie(t.db);
    const res = await api.call('training/signup/' + id, signupForm({ name: `学员${learner.user.id}` }), { cookie: learner.cookie });
    expect(res.envelope.code).toBe(0);
    const info = await api.call<ApiSignupInfo>(`training/signupInfo/${id}`, {}, { cookie: learner.cookie });
    return { ...learner, ticket: info.envelope.data.ticket };
  }
  const checkins = async (userId: number) =>
    (await t.db.select({ n: count() }).from(trainingCheckins).where(eq(trainingCheckins.userId, userId)))[0].n;

  it('checks a learner in with the open session\'s code once; a repeat answers the first check-in', async () => {
    const { cookie, user } = await learnerOf(20);
    const session = await addSession(t.db, 20, -HOUR, 2 * HOUR, '246810');
    const opts = { cookie, ip: nextIp() };
    const first = await api.call<ApiCheckinResult>('training/attend', { code: '246810' }, opts);
    expect(first.envelope).toMatchObject({
      code: 0, data: { repeated: false, sessionId: session.id, trainingId: 20, learner: `学员${user.id}` },
    });
    const again = await api.call<ApiCheckinResult>('training/attend', { code: ' 246 810 ' }, opts);
    expect(again.envelope).toMatchObject({ code: 0, data: { repeated: true, checkedInAt: first.envelope.data.checkedInAt } });
    expect(await checkins(user.id)).toBe(1);
    const info = (await api.call<ApiAttendInfo>('training/attendInfo', {}, opts)).envelope.data;
    const mine = info.mine.find((m) => m.trainingId === 20);
    expect(mine?.sessions.find((s) => s.id === session.id)).toMatchObject({ state: 'done' });
    expect(info.staff).toBeNull();
  });

  it('answers wrong, early and late codes clearly and writes nothing', async () => {
    const { cookie, user } = await learnerOf(21);
    await addSession(t.db, 21, 2 * HOUR, 4 * HOUR, '135790');
    await addSession(t.db, 21, -4 * HOUR, -2 * HOUR, '975310');
    const opts = { cookie, ip: nextIp() };
    expect((await api.call('training/attend', { code: '000001' }, opts)).envelope.code).toBe(Code.CheckinCodeWrong);
    const early = await api.call('training/attend', { code: '135790' }, opts);
    expect(early.envelope.code).toBe(Code.CheckinTooEarly);
    expect(early.envelope.codeMsg).toContain('开始');
    const late = await api.call('training/attend', { code: '975310' }, opts);
    expect(late.envelope.code).toBe(Code.CheckinTooLate);
    expect(await checkins(user.id)).toBe(0);
    const info = (await api.call<ApiAttendInfo>('training/attendInfo', {}, opts)).envelope.data;
    const states = info.mine.find((m) => m.trainingId === 21)?.sessions.map((s) => s.state);
    expect(states).toContain('early');
    expect(states).toContain('missed');
  });

  it('opens check-in 30 minutes before a session starts', async () => {
    const { cookie } = await learnerOf(22);
    await addSession(t.db, 22, 20 * 60_000, 3 * HOUR, '555666');
    const res = await api.call<ApiCheckinResult>('training/attend', { code: '555666' }, { cookie, ip: nextIp() });
    expect(res.envelope).toMatchObject({ code: 0, data: { repeated: false } });
  });

  it('does not let a user check in to a class they did not sign up for', async () => {
    await learnerOf(23);
    await addSession(t.db, 23, -HOUR, HOUR, '777888');
    const stranger = await userWithCookie(t.db);
    const res = await api.call('training/attend', { code: '777888' }, { cookie: stranger.cookie, ip: nextIp() });
    expect(res.envelope.code).toBe(Code.CheckinNotSignedUp);
    // Signed up elsewhere: the other class's code is just a wrong code.
    await openForSignup(t.db, 24, 5);
    await api.call('training/signup/24', signupForm(), { cookie: stranger.cookie });
    expect((await api.call('training/attend', { code: '777888' }, { cookie: stranger.cookie, ip: nextIp() })).envelope.code)
      .toBe(Code.CheckinCodeWrong);
    expect(await checkins(stranger.user.id)).toBe(0);
  });

  it.each([['letters', 'abcdef'], ['nothing', ''], ['an over-long code', '1'.repeat(40)]])('refuses %s with BadInput', async (_l, code) => {
    const { cookie } = await userWithCookie(t.db);
    expect((await api.call('training/attend', { code }, { cookie, ip: nextIp() })).envelope.code).toBe(Code.BadInput);
  });

  it('limits code guessing per learner', async () => {
    const { cookie } = await learnerOf(25);
    const opts = { cookie, ip: nextIp() };
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await api.call('training/attend', { code: String(100000 + i) }, opts)).envelope.code);
    expect(codes.slice(0, 20).every((c) => c === Code.CheckinCodeWrong)).toBe(true);
    expect(codes[20]).toBe(Code.TooManyRequests);
  });

  it('tells staff which sessions have ended, not only which are open', async () => {
    await openForSignup(t.db, 31, 5);
    const ended = await addSession(t.db, 31, -3 * HOUR, -HOUR, '515151');
    const open = await addSession(t.db, 31, -HOUR, HOUR, '525252');
    const later = await addSession(t.db, 31, 3 * HOUR, 5 * HOUR, '535353');
    const staff = await userWithCookie(t.db, { scope: 3 });
    await t.db.insert(trainingStaff).values({ trainingId: 31, userId: staff.user.id, role: 'organiser' });
    const info = (await api.call<ApiAttendInfo>('training/attendInfo', {}, { cookie: staff.cookie, ip: nextIp() })).envelope.data;
    const windowOf = (id: number) => info.staff?.find((s) => s.sessionId === id)?.window;
    expect([windowOf(ended.id), windowOf(open.id), windowOf(later.id)]).toEqual(['closed', 'open', 'early']);
    expect(info.staff?.find((s) => s.sessionId === ended.id)?.open).toBe(false);
  });

  it('lets staff of the class check a learner in by scanning the ticket, once', async () => {
    const learner = await learnerOf(26);
    const session = await addSession(t.db, 26, -HOUR, HOUR, '424242');
    const staff = await userWithCookie(t.db, { scope: 3 });
    await t.db.insert(trainingStaff).values({ trainingId: 26, userId: staff.user.id, role: 'organiser' });
    const opts = { cookie: staff.cookie, ip: nextIp() };
    const info = (await api.call<ApiAttendInfo>('training/attendInfo', {}, opts)).envelope.data;
    expect(info.staff?.find((s) => s.sessionId === session.id)).toMatchObject({ checkinCode: '424242', open: true, window: 'open', checkedIn: 0 });

    // The QR code holds a link to /training/attend?ticket=...; the bare token works as well.
    const link = `http://localhost:3000/training/attend?ticket=${encodeURIComponent(learner.ticket)}`;
    const first = await api.call<ApiCheckinResult>('training/scan', { ticket: link }, opts);
    expect(first.envelope).toMatchObject({ code: 0, data: { repeated: false, sessionId: session.id, learner: `学员${learner.user.id}` } });
    const again = await api.call<ApiCheckinResult>('training/scan', { ticket: learner.ticket }, opts);
    expect(again.envelope).toMatchObject({ code: 0, data: { repeated: true } });
    const rows = await t.db.select().from(trainingCheckins).where(and(eq(trainingCheckins.userId, learner.user.id), eq(trainingCheckins.sessionId, session.id)));
    expect(rows).toEqual([expect.objectContaining({ method: 'scan', scannedBy: staff.user.id })]);
  });

  it('refuses scans by users who do not run the class, and forged tickets, alike', async () => {
    const learner = await learnerOf(27);
    await addSession(t.db, 27, -HOUR, HOUR, '313131');
    const otherStaff = await userWithCookie(t.db, { scope: 1 });
    await t.db.insert(trainingStaff).values({ trainingId: 28, userId: otherStaff.user.id, role: 'teacher' });
    const notYours = await api.call('training/scan', { ticket: learner.ticket }, { cookie: otherStaff.cookie, ip: nextIp() });
    const [id] = learner.ticket.split('.');
    const forged = await api.call('training/scan', { ticket: `${id}.${'A'.repeat(32)}` }, { cookie: otherStaff.cookie, ip: nextIp() });
    expect(notYours.envelope).toEqual(forged.envelope);
    expect(notYours.envelope.code).toBe(Code.TicketInvalid);

    const learnerScope = await userWithCookie(t.db, { scope: 0 });
    await t.db.insert(trainingStaff).values({ trainingId: 27, userId: learnerScope.user.id, role: 'teacher' });
    expect((await api.call('training/scan', { ticket: learner.ticket }, { cookie: learnerScope.cookie, ip: nextIp() })).envelope.code)
      .toBe(Code.Forbidden);
    expect((await api.call('training/scan', { ticket: learner.ticket }, { ip: nextIp() })).envelope.code).toBe(Code.NotLoggedIn);
    expect(await checkins(learner.user.id)).toBe(0);
  });

  it('tells staff when no session of the class is open', async () => {
    const learner = await learnerOf(29);
    const staff = await userWithCookie(t.db, { scope: 3 });
    await t.db.insert(trainingStaff).values({ trainingId: 29, userId: staff.user.id, role: 'organiser' });
    // openForSignup put every session of class 29 in the past or future as seeded: none is open now.
    const res = await api.call('training/scan', { ticket: learner.ticket }, { cookie: staff.cookie, ip: nextIp() });
    expect([Code.CheckinTooEarly, Code.CheckinTooLate]).toContain(res.envelope.code);
    expect(await checkins(learner.user.id)).toBe(0);
  });
});
