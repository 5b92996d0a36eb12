import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiCourseLearners, ApiOrgCourseList } from '@/contract/wire/user-course';
import { freshTestDb } from '@/tests/api/test-db';
import { courseEnrolments, courseVideos, videoProgress } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { ORG_COURSES } from '@/server/seed/scope-rosters';
import { createApiCaller } from '@/tests/api/call-api';
import { courseStaff } from './schema';
import { seededCookie } from '../test-helpers';

describe('the organisation\'s courses: user/course/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let org: string;

  const cookieOf = (phone: string) => seededCookie(t.db, phone);

  beforeAll(async () => {
    org = await cookieOf('13800000002');
  });

  describe('user/course/courses', () => {
    it('lists the courses the organisation runs with enrolled and finished learners', async () => {
      const res = await api.call<ApiOrgCourseList>('user/course/courses', {}, { cookie: org });
      expect(res.envelope.code).toBe(0);
      const data = res.envelope.data;
      expect(data.total).toBe(ORG_COURSES.length);
      expect(data.list.map((c) => c.id).sort((a, b) => a - b)).toEqual([...ORG_COURSES].sort((a, b) => a - b));
      for (const c of data.list) {
        const [{ n }] = await t.db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, c.id));
        expect(c.enrolled, c.title).toBe(n);
        expect(c.finished).toBeLessThanOrEqual(c.enrolled);
        expect(c.lessons).toBeGreaterThan(0);
      }
      expect(data.list.some((c) => c.finished > 0)).toBe(true);
    });

    it('shows an organisation with no courses an empty list', async () => {
      const other = await userWithCookie(t.db, { scope: 2 });
      const res = await api.call<ApiOrgCourseList>('user/course/courses', {}, { cookie: other.cookie });
      expect(res.envelope.data).toEqual({ list: [], total: 0, page: 1, pageSize: 10 });
    });

    it('refuses bad paging, guests and other scopes', async () => {
      for (const form of [{ page: '0' }, { page: '9999' }, { pageSize: '100' }]) {
        expect((await api.call('user/course/courses', form, { cookie: org })).envelope.code).toBe(Code.BadInput);
      }
      expect((await api.call('user/course/courses')).envelope.code).toBe(Code.NotLoggedIn);
      for (const phone of ['13800000000', '13800000001', '13800000003']) {
        expect((await api.call('user/course/courses', {}, { cookie: await cookieOf(phone) })).envelope.code, phone).toBe(Code.Forbidden);
      }
    });
  });

  describe('user/course/learners/:id', () => {
    it('lists a course\'s learners with their progress, paged', async () => {
      const id = ORG_COURSES[1];
      const res = await api.call<ApiCourseLearners>(`user/course/learners/${id}`, { pageSize: '5' }, { cookie: org });
      expect(res.envelope.code).toBe(0);
      const data = res.envelope.data;
      const [{ n }] = await t.db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, id));
      expect(data.total).toBe(n);
      expect(data.list).toHaveLength(Math.min(5, n));
      expect(data.course).toMatchObject({ id, enrolled: n });
      for (const l of data.list) {
        expect(l.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
        expect(l.percent).toBe(Math.round((l.lessonsFinished / data.course.lessons) * 100));
      }
      expect(data.csvUrl).toBe(`/api/med/user/course/learners/${id}/csv`);
    });

    it('counts a learner\'s finished lessons from their video progress', async () => {
      const id = ORG_COURSES[3];
      const learner = await userWithCookie(t.db, { name: '进度测试学员' });
      await t.db.insert(courseEnrolments).values({ courseId: id, userId: learner.user.id });
      const videos = await t.db.select().from(courseVideos).where(eq(courseVideos.courseId, id));
      await t.db.insert(videoProgress).values([
        { videoId: videos[0].id, userId: learner.user.id, watchedSeconds: 30, positionSeconds: 30, durationSeconds: 30, isFinished: true },
        { videoId: videos[1].id, userId: learner.user.id, watchedSeconds: 12, positionSeconds: 12, durationSeconds: 30, isFinished: false },
      ]);
      const data = (await api.call<ApiCourseLearners>(`user/course/learners/${id}`, { pageSize: '50' }, { cookie: org })).envelope.data;
      const row = data.list.find((l) => l.name === '进度测试学员')!;
      // Study time by the listed lengths: the finished lesson whole, 12 of the other's 30 s.
      const studied = videos[0].durationSeconds + Math.floor((videos[1].durationSeconds * 12) / 30);
      expect(row).toMatchObject({ lessonsFinished: 1, studiedSeconds: studied, percent: Math.round(100 / videos.length) });
      expect(row.lastStudyAt).toBeGreaterThan(0);
    });

    it('answers a course the organisation does not run exactly like one that does not exist', async () => {
      const notOurs = await api.call('user/course/learners/1', {}, { cookie: org });
      const missing = await api.call('user/course/learners/99999', {}, { cookie: org });
      expect(notOurs.envelope.code).toBe(Code.NotFound);
      expect(notOurs.envelope).toEqual(missing.envelope);
      const other = await userWithCookie(t.db, { scope: 2 });
      expect((await api.call(`user/course/learners/${ORG_COURSES[0]}`, {}, { cookie: other.cookie })).envelope).toEqual(missing.envelope);
      expect((await api.call(`user/course/learners/${ORG_COURSES[0]}/csv`, {}, { cookie: other.cookie, method: 'GET' })).envelope.code).toBe(Code.NotFound);
    });

    it('refuses odd ids and paging, guests and other scopes', async () => {
      for (const id of ['x', '0', '1e3', '12345678901']) {
        expect((await api.call(`user/course/learners/${id}`, {}, { cookie: org })).envelope.code, id).toBe(Code.BadInput);
      }
      expect((await api.call(`user/course/learners/${ORG_COURSES[0]}`, { page: '-1' }, { cookie: org })).envelope.code).toBe(Code.BadInput);
      expect((await api.call(`user/course/learners/${ORG_COURSES[0]}`)).envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call(`user/course/learners/${ORG_COURSES[0]}`, {}, { cookie: await cookieOf('13800000003') })).envelope.code).toBe(Code.Forbidden);
    });
  });

  describe('user/course/learners/:id/csv', () => {
    it('downloads every learner as CSV with a BOM and guarded cells', async () => {
      const other = await userWithCookie(t.db, { scope: 2 });
      await t.db.insert(courseStaff).values({ courseId: 30, userId: other.user.id });
      const learner = await userWithCookie(t.db, { name: '-2+3' });
      await t.db.update(users).set({ workUnit: '甲医院,"东院"' }).where(eq(users.id, learner.user.id));
      await t.db.insert(courseEnrolments).values({ courseId: 30, userId: learner.user.id });
      const res = await api.call('user/course/learners/30/csv', {}, { cookie: other.cookie, method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('text/csv; charset=utf-8');
      expect(String(res.headers['Content-Disposition'])).toContain('attachment;');
      expect(res.body.startsWith('\uFEFF序号,姓名,手机号,工作单位,科室,报名时间,完成课时（共')).toBe(true);
      const [{ n }] = await t.db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, 30));
      const lines = res.body.slice(1).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(n + 1);
      const row = lines.find((l) => l.includes('-2+3'))!;
      expect(row).toContain(`,'-2+3,`);
      expect(row).toContain(',"甲医院,""东院""",');
      expect(row.endsWith(',0,0,0分,,否')).toBe(true);
    });

    it('refuses other scopes', async () => {
      const res = await api.call(`user/course/learners/${ORG_COURSES[0]}/csv`, {}, { cookie: await cookieOf('13800000000'), method: 'GET' });
      expect(res.envelope.code).toBe(Code.Forbidden);
    });
  });
});
