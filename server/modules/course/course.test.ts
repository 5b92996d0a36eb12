import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiCourseDetail, ApiCourseEnrol, ApiCourseEnrolment, ApiCourseList } from '@/contract/wire/course';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { courseEnrolments, courses, users } from '@/server/db/schema';

// Seed facts (server/seed/courses.ts, study.ts): 40 featured courses and a micro-course (41, the oldest); course 5 is paid (¥49, 11 lessons), course 6
// free; the demo learner 13800000000 is enrolled in 5 (in progress), 26 (finished) and 10.
const PAID = 5;
const FREE = 6;
const DEMO = '13800000000';

describe('course/*', () => {
  const { t, api, cookies } = freshLoggedInApi({
    alice: ['13700002001', '10.8.0.1'],
    bob: ['13700002002', '10.8.0.2'],
    demo: [DEMO, '10.8.0.3'],
  });

  const userId = async (phone: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;
  const learners = async (id: number) => (await t.db.select({ n: courses.learners }).from(courses).where(eq(courses.id, id)))[0].n;
  const enrolments = async (courseId: number, phone: string) =>
    (await t.db
      .select({ n: count() })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, await userId(phone)))))[0].n;

  describe('course/list', () => {
    it('lists the newest courses first, with the categories to filter by', async () => {
      const res = await api.call<ApiCourseList>('course/list', {}, { origin: null });
      expect(res.envelope.code).toBe(0);
      const data = res.envelope.data;
      expect(data).toMatchObject({ total: 41, page: 1, pageSize: 12 });
      expect(data.list).toHaveLength(12);
      expect(data.list[0]).toMatchObject({ id: 40, title: '医务人员职业压力与自我调适', lessons: 7 });
      expect(data.subjects.map((s) => s.name)).toContain('慢病管理');
      expect(data.subjects[0]).toEqual({ value: 'general', name: '全科医学' });
    });

    it('filters by category and price, and sorts by the number of learners', async () => {
      const chronic = (await api.call<ApiCourseList>('course/list', { subject: 'chronic' })).envelope.data;
      expect(chronic.list.map((c) => c.title).sort()).toEqual(
        ['2型糖尿病的基层规范化管理', '慢阻肺的基层诊断与长期管理', '血脂异常的基层管理', '高血压基层诊疗指南精讲'].sort(),
      );
      const free = (await api.call<ApiCourseList>('course/list', { price: 'free', pageSize: '50' })).envelope.data;
      expect(free.total).toBe(free.list.length);
      // Both filters must find something: every() alone passes on an empty list.
      expect(free.list.length).toBeGreaterThan(0);
      expect(free.list.every((c) => c.price === 0)).toBe(true);
      const paid = (await api.call<ApiCourseList>('course/list', { price: 'paid', pageSize: '50' })).envelope.data;
      expect(paid.total).toBe(paid.list.length);
      expect(paid.list.length).toBeGreaterThan(0);
      expect(paid.list.every((c) => c.price > 0)).toBe(true);
      expect(free.total + paid.total).toBe(41);
      const popular = (await api.call<ApiCourseList>('course/list', { sort: 'popular', pageSize: '50' })).envelope.data;
      const counts = popular.list.map((c) => c.learners);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('pages through the catalogue without repeating a course', async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4].map(async (page) => (await api.call<ApiCourseList>('course/list', { page: String(page) })).envelope.data.list),
      );
      const ids = pages.flat().map((c) => c.id);
      expect(ids).toHaveLength(41);
      expect(new Set(ids).size).toBe(41);
    });

    it('refuses unknown filters, odd pages and pages past the end', async () => {
      const bad = [
        { subject: 'astrology' }, { subject: 'x'.repeat(31) }, { subject: "chronic' or 1=1" }, { price: 'cheap' },
        { sort: 'random' }, { page: '0' }, { page: 'x' }, { page: '501' }, { page: '5' }, { pageSize: '51' },
        { subject: ['chronic', 'tcm'] },
      ];
      for (const form of bad) {
        const res = await api.call('course/list', form);
        expect(res.envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
    });
  });

  describe('course/detail/:id', () => {
    it('shows a paid course to a guest: chapters, lecturer, only the preview playable', async () => {
      const res = await api.call<ApiCourseDetail>(`course/detail/${PAID}`, {}, { origin: null });
      expect(res.envelope.code).toBe(0);
      const c = res.envelope.data;
      expect(c).toMatchObject({ id: PAID, title: '高血压基层诊疗指南精讲', price: 49, subjectName: '慢病管理', lessons: 11, enrolled: false });
      expect(c.lecturer.name.length).toBeGreaterThan(1);
      expect(c.intro).toContain('<h3>课程简介</h3>');
      expect(c.chapters).toHaveLength(5);
      const lessons = c.chapters.flatMap((ch) => ch.lessons);
      expect(lessons).toHaveLength(11);
      expect(lessons.map((l) => l.canWatch)).toEqual([true, ...Array(10).fill(false)]);
      expect(lessons[0].isPreview).toBe(true);
      expect(lessons.every((l) => l.progress === null)).toBe(true);
      expect(c.totalSeconds).toBe(lessons.reduce((s, l) => s + l.durationSeconds, 0));
      expect(c.nextLessonId).toBe(lessons[0].id);
      expect(c.tags.map((tag) => tag.name)).toContain('高血压');
    });

    it('opens every lesson of a free course to anyone', async () => {
      const c = (await api.call<ApiCourseDetail>(`course/detail/${FREE}`, {}, { origin: null })).envelope.data;
      const lessons = c.chapters.flatMap((ch) => ch.lessons);
      expect(lessons.length).toBeGreaterThan(0);
      expect(lessons.every((l) => l.canWatch && !l.isPreview)).toBe(true);
    });

    it('shows the demo learner their enrolment, progress and where to go on', async () => {
      const c = (await api.call<ApiCourseDetail>(`course/detail/${PAID}`, {}, { cookie: cookies.demo })).envelope.data;
      expect(c.enrolled).toBe(true);
      const lessons = c.chapters.flatMap((ch) => ch.lessons);
      expect(lessons.every((l) => l.canWatch)).toBe(true);
      expect(lessons.slice(0, 3).every((l) => l.progress?.finished)).toBe(true);
      expect(lessons[3].progress).toMatchObject({ position: 3, finished: false });
      expect(c.nextLessonId).toBe(lessons[3].id);
      // Another user sees none of it.
      const other = (await api.call<ApiCourseDetail>(`course/detail/${PAID}`, {}, { cookie: cookies.bob })).envelope.data;
      expect(other.enrolled).toBe(false);
      expect(other.chapters.flatMap((ch) => ch.lessons).every((l) => l.progress === null)).toBe(true);
    });

    it('answers NotFound for an unknown course and BadInput for an id that is not one', async () => {
      expect((await api.call('course/detail/999')).envelope.code).toBe(Code.NotFound);
      for (const id of ['abc', '0', '-1', '1.5', '9999999999']) {
        expect((await api.call(`course/detail/${id}`)).envelope.code, id).toBe(Code.BadInput);
      }
    });
  });

  describe('course/enrol/:id and course/enrolment/:id', () => {
    it('asks a guest to log in and changes nothing', async () => {
      const before = await learners(FREE);
      const res = await api.call(`course/enrol/${FREE}`);
      expect(res.envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call(`course/enrolment/${FREE}`)).envelope.code).toBe(Code.NotLoggedIn);
      expect(await learners(FREE)).toBe(before);
    });

    it('enrols once, however often the button is pressed, and counts the learner once', async () => {
      const before = await learners(PAID);
      const answers = await Promise.all([1, 2, 3].map(() => api.call<ApiCourseEnrol>(`course/enrol/${PAID}`, {}, { cookie: cookies.alice })));
      for (const res of answers) expect(res.envelope.code).toBe(0);
      expect(new Set(answers.map((r) => r.envelope.data.enrolledAt)).size).toBe(1);
      expect(await enrolments(PAID, '13700002001')).toBe(1);
      expect(await learners(PAID)).toBe(before + 1);
      const again = await api.call<ApiCourseEnrol>(`course/enrol/${PAID}`, {}, { cookie: cookies.alice });
      expect(again.envelope.data).toMatchObject({ courseId: PAID, enrolled: true });
      expect(await learners(PAID)).toBe(before + 1);
    });

    it('answers the user their own enrolment, with how a paid course is paid', async () => {
      const res = await api.call<ApiCourseEnrolment>(`course/enrolment/${PAID}`, {}, { cookie: cookies.alice });
      expect(res.envelope.code).toBe(0);
      const e = res.envelope.data;
      expect(e.course).toMatchObject({ id: PAID, title: '高血压基层诊疗指南精讲', price: 49 });
      expect(e.price).toBe(49);
      expect(e.payNote).toContain('¥49');
      expect(e.payNote).toContain('不在线收费');
      expect(e.finishedLessons).toBe(0);
      expect(e.nextLessonId).toBeGreaterThan(0);
      // Enrolled, the whole course opens.
      const detail = (await api.call<ApiCourseDetail>(`course/detail/${PAID}`, {}, { cookie: cookies.alice })).envelope.data;
      expect(detail.enrolled).toBe(true);
      expect(detail.chapters.flatMap((ch) => ch.lessons).every((l) => l.canWatch)).toBe(true);
    });

    it('says nothing about payment for a free course', async () => {
      expect((await api.call(`course/enrol/${FREE}`, {}, { cookie: cookies.alice })).envelope.code).toBe(0);
      const e = (await api.call<ApiCourseEnrolment>(`course/enrolment/${FREE}`, {}, { cookie: cookies.alice })).envelope.data;
      expect(e).toMatchObject({ price: 0, payNote: '' });
    });

    it("answers someone else's enrolment exactly like one that does not exist", async () => {
      const notYours = await api.call(`course/enrolment/${PAID}`, {}, { cookie: cookies.bob });
      const none = await api.call('course/enrolment/999', {}, { cookie: cookies.bob });
      expect(notYours.envelope).toEqual(none.envelope);
      expect(notYours.envelope.code).toBe(Code.NotFound);
    });

    it('refuses unknown and malformed course ids without writing anything', async () => {
      const before = (await t.db.select({ n: count() }).from(courseEnrolments))[0].n;
      expect((await api.call('course/enrol/999', {}, { cookie: cookies.bob })).envelope.code).toBe(Code.NotFound);
      for (const id of ['abc', '0', '1e3', '12345678901']) {
        expect((await api.call(`course/enrol/${id}`, {}, { cookie: cookies.bob })).envelope.code, id).toBe(Code.BadInput);
        expect((await api.call(`course/enrolment/${id}`, {}, { cookie: cookies.bob })).envelope.code, id).toBe(Code.BadInput);
      }
      expect((await t.db.select({ n: count() }).from(courseEnrolments))[0].n).toBe(before);
    });

    it('refuses an enrolment posted from another site', async () => {
      const res = await api.call(`course/enrol/${FREE}`, {}, { cookie: cookies.bob, origin: 'https://evil.example' });
      expect(res.envelope.code).toBe(Code.ForeignOrigin);
      expect(await enrolments(FREE, '13700002002')).toBe(0);
    });
  });
});
