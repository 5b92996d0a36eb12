import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import type { ApiStudySummary } from '@/contract/wire/study';
import { and, eq, gt } from 'drizzle-orm';
import { freshTestDb } from '@/tests/api/test-db';
import { courseEnrolments, courses } from '@/server/db/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';

describe('user/study/summary', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let cookie: string;

  beforeAll(async () => {
    ({ cookie } = await userWithCookie(t.db, { phone: '13800000000' }));
  });

  const summary = async (form: Record<string, string> = {}, as = cookie) => {
    const res = await api.call<ApiStudySummary>('user/study/summary', form, { cookie: as });
    expect(res.envelope.code).toBe(Code.Ok);
    return res.envelope.data;
  };

  it('answers 1001 to a guest', async () => {
    expect((await api.call('user/study/summary')).envelope.code).toBe(Code.NotLoggedIn);
  });

  it("shows the demo learner's classes with attendance, the finished one with its certificate", async () => {
    const d = await summary();
    // Three confirmed, and one approved whose fee finance has yet to confirm (seed/payments.ts).
    expect(d.trainings.total).toBe(4);
    expect(d.trainings.list.filter((x) => x.stage === 'unpaid')).toHaveLength(1);
    const finished = d.trainings.list.find((x) => x.status === 'finished')!;
    expect(finished.attended).toBe(finished.sessions);
    expect(finished.sessions).toBeGreaterThan(0);
    expect(finished.cert?.status).toBe('valid');
    const ongoing = d.trainings.list.find((x) => x.status === 'ongoing')!;
    expect(ongoing.attended).toBeLessThan(ongoing.sessions);
    expect(ongoing.cert).toBeNull();
    expect(ongoing.nextSession).not.toBeNull();
    // Running and upcoming classes come before ended ones.
    expect(d.trainings.list.at(-1)!.status).toBe('finished');
    expect(d.totals.trainingsFinished).toBe(1);
  });

  it('shows the courses with progress, where to continue, and the finished one last', async () => {
    const d = await summary();
    expect(d.courses.total).toBe(3);
    const [first] = d.courses.list;
    expect(first.id).toBe(5);
    expect(first.finished).toBe(3);
    expect(first.resume).toMatchObject({ position: 3 });
    const done = d.courses.list.at(-1)!;
    expect(done.id).toBe(26);
    expect(done.finished).toBe(done.lessons);
    expect(done.resume).toBeNull();
    expect(done.cert?.status).toBe('valid');
    const fresh = d.courses.list.find((c) => c.id === 10)!;
    expect(fresh.finished).toBe(0);
    expect(fresh.lastStudiedAt).toBeNull();
    expect(fresh.resume).toMatchObject({ position: 0 });
    expect(d.resume).toMatchObject({ courseId: 5, videoId: first.resume!.videoId, position: 3 });
    expect(d.totals).toMatchObject({ courses: 3, coursesFinished: 1 });
  });

  it('counts the credits and hours of certificates that count', async () => {
    const d = await summary();
    // Course 26's, the finished class's and the expired record's; not the revoked one.
    expect(d.totals.certificates).toBe(3);
    expect(d.totals.hours).toBeGreaterThan(0);
    expect(Object.keys(d.totals.credits).length).toBeGreaterThan(0);
  });

  it('pages each list on its own and refuses bad or out-of-range pages', async () => {
    const d = await summary({ trainingPage: '1', coursePage: '1' });
    expect(d.trainings.page).toBe(1);
    for (const form of [{ trainingPage: '2' }, { coursePage: '2' }, { coursePage: '0' }, { trainingPage: 'x' }, { coursePage: '9999' }]) {
      expect((await api.call('user/study/summary', form, { cookie })).envelope.code).toBe(Code.BadInput);
    }
  });

  it('shows a new user nothing of anyone else', async () => {
    const other = await userWithCookie(t.db);
    const d = await summary({}, other.cookie);
    expect(d.trainings.list).toEqual([]);
    expect(d.courses.list).toEqual([]);
    expect(d.resume).toBeNull();
    expect(d.totals).toMatchObject({ trainings: 0, courses: 0, certificates: 0, hours: 0, credits: {} });
  });

  it('shows a paid course as 待缴费 until the academy records the fee, and a free one as paid', async () => {
    const learner = await userWithCookie(t.db);
    const [paidCourse] = await t.db.select().from(courses).where(gt(courses.priceFen, 0)).limit(1);
    const [freeCourse] = await t.db.select().from(courses).where(eq(courses.priceFen, 0)).limit(1);
    for (const c of [paidCourse, freeCourse]) expect((await api.call(`course/enrol/${c.id}`, {}, { cookie: learner.cookie })).envelope.code).toBe(0);
    const item = async (id: number) => (await summary({}, learner.cookie)).courses.list.find((c) => c.id === id)!;
    expect(await item(paidCourse.id)).toMatchObject({ fee: paidCourse.priceFen / 100, paid: false });
    expect(await item(freeCourse.id)).toMatchObject({ fee: 0, paid: true });
    await t.db.update(courseEnrolments).set({ paidAt: new Date() })
      .where(and(eq(courseEnrolments.userId, learner.user.id), eq(courseEnrolments.courseId, paidCourse.id)));
    expect(await item(paidCourse.id)).toMatchObject({ paid: true });
  });
});
