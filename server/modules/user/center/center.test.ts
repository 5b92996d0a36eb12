// user/center/summary: the personal centre's rows come from what the user really did (sign-ups,
// check-ins, enrolments, video progress, messages), never anyone else's.
import { describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiCertList } from '@/contract/wire/cert';
import type { ApiStudySummary } from '@/contract/wire/study';
import type { ApiUserCenter } from '@/contract/wire/user-center';
import { freshTestDb } from '@/tests/api/test-db';
import { certificates, courseEnrolments, courseVideos, messages, trainingSignups, users, videoProgress } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';

describe('user/center/summary', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const summary = (cookie?: string) => api.call<ApiUserCenter>('user/center/summary', {}, { cookie });

  it('summarises the demo learner: profile, points, unread messages, classes and courses in progress', async () => {
    const { cookie } = await api.login('13800000000', { ip: '10.9.2.1' });
    const d = (await summary(cookie)).envelope.data;
    expect(d.me).toMatchObject({ name: '张晓明', phoneMasked: '138****0000', scope: 0, professionalTitleName: '主治医师' });
    expect(JSON.stringify(d)).not.toContain('13800000000');
    const [user] = await t.db.select().from(users).where(eq(users.phone, '13800000000'));
    expect(d.points).toBe(user.points);
    // Other modules' seeds write messages too: compare with the table, not a number.
    const unread = await t.db.select().from(messages).where(and(eq(messages.userId, user.id), isNull(messages.readAt)));
    expect(d.noRead).toBe(unread.length);
    expect(d.noRead).toBeGreaterThanOrEqual(2);
    expect(d.unread).toHaveLength(Math.min(3, unread.length));
    expect(d.unread.every((m) => !m.read)).toBe(true);

    const signups = await t.db.select().from(trainingSignups).where(eq(trainingSignups.userId, user.id));
    expect(d.trainings.total).toBe(signups.filter((s) => s.status !== 'cancelled').length);
    expect(d.trainings.current.length).toBeGreaterThan(0);
    for (const c of d.trainings.current) {
      expect(c.status).not.toBe('finished');
      expect(c.attended).toBeLessThanOrEqual(c.sessions);
    }
    expect(d.trainings.current.map((c) => c.startAt)).toEqual([...d.trainings.current.map((c) => c.startAt)].sort((a, b) => a - b));

    const enrolments = await t.db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, user.id));
    expect(d.courses.total).toBe(enrolments.length);
    // Course 26 is finished; 5 (half-way, resumable) and 10 (just enrolled) are in progress.
    expect(d.courses.current.map((c) => c.id).sort((a, b) => a - b)).toEqual([5, 10]);
    const five = d.courses.current.find((c) => c.id === 5)!;
    expect(five.finished).toBe(3);
    expect(five.lessons).toBeGreaterThan(3);
    expect(five.continueVideoId).toEqual(expect.any(Number));
    expect(d.courses.current.find((c) => c.id === 10)!.continueVideoId).toBeNull();

    const certs = await t.db.select().from(certificates).where(eq(certificates.userId, user.id));
    // The same count as the study centre and the certificate page: a revoked certificate does not count.
    expect(certs.some((c) => c.status === 'revoked')).toBe(true);
    expect(d.certs.total).toBe(certs.filter((c) => c.status !== 'revoked').length);
    const study = (await api.call<ApiStudySummary>('user/study/summary', {}, { cookie })).envelope.data;
    const certPage = (await api.call<ApiCertList>('user/cert/list', {}, { cookie })).envelope.data;
    expect(d.certs.total).toBe(study.totals.certificates);
    expect(d.certs.total).toBe(certPage.totals.count);
    expect(d.certs.latest).toHaveLength(Math.min(3, certs.length));
    const issued = d.certs.latest.map((c) => c.issuedAt);
    expect(issued).toEqual([...issued].sort((a, b) => b - a));
  });

  it('never shows another user\'s certificates', async () => {
    const { cookie } = await api.login('13600000923', { ip: '10.9.2.4' });
    const [user] = await t.db.select().from(users).where(eq(users.phone, '13600000923'));
    const [other] = await t.db.select().from(users).where(eq(users.phone, '13800000000'));
    expect((await summary(cookie)).envelope.data.certs).toEqual({ total: 0, latest: [] });
    expect(user.id).not.toBe(other.id);
  });

  it('counts every unread message and lists the newest three; two members in turn each see their own', async () => {
    const a = await api.login('13800000001', { ip: '10.9.2.5' });
    const b = await api.login('13600000924', { ip: '10.9.2.6' });
    const [userA] = await t.db.select().from(users).where(eq(users.phone, '13800000001'));
    const [userB] = await t.db.select().from(users).where(eq(users.phone, '13600000924'));
    const base = Date.now() - 60_000;
    await t.db.insert(messages).values(
      Array.from({ length: 5 }, (_, i) => ({ userId: userB.id, title: `新消息${i}`, body: '', createdAt: new Date(base + i * 1000) })),
    );
    const unreadA = (await t.db.select().from(messages).where(and(eq(messages.userId, userA.id), isNull(messages.readAt)))).length;
    for (let round = 0; round < 2; round++) {
      const dA = (await summary(a.cookie)).envelope.data;
      const dB = (await summary(b.cookie)).envelope.data;
      expect(dA.me).toMatchObject({ name: '李华', professionalTitleName: '副主任医师' });
      expect(dA.noRead).toBe(unreadA);
      expect(dA.unread.every((m) => !m.title.startsWith('新消息'))).toBe(true);
      expect(dB.me.professionalTitleName).toBe('');
      expect(dB.noRead).toBe(5);
      expect(dB.unread.map((m) => m.title)).toEqual(['新消息4', '新消息3', '新消息2']);
    }
  });

  it('counts each course\'s lessons and finished ones, continues at the last unfinished lesson watched, latest studied first', async () => {
    const { cookie } = await api.login('13800000002', { ip: '10.9.2.7' });
    const [me] = await t.db.select().from(users).where(eq(users.phone, '13800000002'));
    await api.login('13600000925', { ip: '10.9.2.8' });
    const [other] = await t.db.select().from(users).where(eq(users.phone, '13600000925'));
    const lessons = async (courseId: number) =>
      t.db.select().from(courseVideos).where(eq(courseVideos.courseId, courseId)).orderBy(courseVideos.sort, courseVideos.id);
    const five = await lessons(5);
    const ten = await lessons(10);
    expect(five.length).toBeGreaterThanOrEqual(5);
    expect(ten.length).toBeGreaterThanOrEqual(2);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db.delete(courseEnrolments).where(eq(courseEnrolments.userId, me.id));
    await t.db.delete(videoProgress).where(eq(videoProgress.userId, me.id));
    await t.db.insert(courseEnrolments).values([{ userId: me.id, courseId: 5 }, { userId: me.id, courseId: 10 }]);
    await t.db.insert(videoProgress).values([
      // Course 5: two finished, two watched without finishing; the later of those is where to continue.
      { userId: me.id, videoId: five[0].id, isFinished: true, updatedAt: at(50) },
      { userId: me.id, videoId: five[1].id, isFinished: true, updatedAt: at(40) },
      { userId: me.id, videoId: five[2].id, isFinished: false, updatedAt: at(30) },
      { userId: me.id, videoId: five[3].id, isFinished: false, updatedAt: at(35) },
      // Course 10: one lesson, finished, studied more recently than anything in course 5.
      { userId: me.id, videoId: ten[0].id, isFinished: true, updatedAt: at(5) },
      // Someone else's progress counts for nobody but them.
      { userId: other.id, videoId: five[4].id, isFinished: true, updatedAt: at(1) },
      { userId: other.id, videoId: five[3].id, isFinished: false, updatedAt: at(1) },
    ]);
    const d = (await summary(cookie)).envelope.data;
    expect(d.courses.total).toBe(2);
    expect(d.courses.current).toEqual([
      { id: 10, title: expect.any(String), cover: expect.any(String), lessons: ten.length, finished: 1, continueVideoId: null },
      { id: 5, title: expect.any(String), cover: expect.any(String), lessons: five.length, finished: 2, continueVideoId: five[2].id },
    ]);
    const [latest] = await t.db.select().from(videoProgress).where(eq(videoProgress.userId, me.id)).orderBy(desc(videoProgress.updatedAt)).limit(1);
    expect(latest.videoId).toBe(ten[0].id);
  });

  it('shows a new user empty sections', async () => {
    const { cookie } = await api.login('13600000921', { ip: '10.9.2.2' });
    const d = (await summary(cookie)).envelope.data;
    expect(d).toMatchObject({
      points: 0, noRead: 0, unread: [], trainings: { total: 0, current: [] }, courses: { total: 0, current: [] },
      certs: { total: 0, latest: [] },
    });
  });

  it('asks a guest to log in, and answers only POST', async () => {
    expect((await summary()).envelope.code).toBe(Code.NotLoggedIn);
    const { cookie } = await api.login('13600000922', { ip: '10.9.2.3' });
    expect((await api.call('user/center/summary', {}, { cookie, method: 'GET' })).envelope.code).toBe(Code.MethodNotAllowed);
    expect((await summary(cookie)).headers['Cache-Control']).toBe('private, no-store');
  });
});
