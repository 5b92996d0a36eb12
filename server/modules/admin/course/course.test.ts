// admin/course/*: the registrar's courses with chapters and lessons: roles allowed and refused, bad input
// changing nothing, lesson ids kept across edits, deletes refused while learners depend on a course,
// every change with one audit row, and unpublished courses gone from every public read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiTagDetail } from '@/contract/wire/tag';
import type { StaffRole } from '@/contract/staff';
import type { ApiAdminCourse, ApiAdminCourseOptions, ApiAdminCourseRow } from '@/contract/wire/admin-course';
import { createTestDb, type TestDb } from '@/server/startup';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { courseEnrolments, courses, courseVideos, videoProgress } from '@/server/modules/course/schema';
import { tags } from '@/server/modules/common/tag-schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { expectDeleteRefused } from '../content-test-helpers';
import { createApiCaller, type ApiCaller } from '@/tests/api/call-api';

const UPLOADED = '/api/med/media/video/0123456789abcdef0123456789abcdef.mp4';

describe('admin/course/*', () => {
  let t: TestDb;
  let api: ApiCaller;
  let ip = 0;
  const cookies: Partial<Record<StaffRole | 'learner', string>> = {};
  const as = (who: StaffRole | 'learner' | 'guest') => ({ cookie: who === 'guest' ? undefined : cookies[who], ip: `10.9.0.${++ip % 250}` });
  const call = <T = unknown>(path: string, form: Record<string, unknown>, who: StaffRole | 'learner' | 'guest') =>
    api.call<T>(path, form, as(who));
  const publicGet = <T = unknown>(path: string, form: Record<string, unknown> = {}) => api.call<T>(path, form, { origin: null, ip: '10.9.1.1' });

  let subject = '';
  let lecturerId = 0;
  let tagId = 0;

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: '基层高血压规范管理 Quokka', subject, lecturerId: String(lecturerId), cover: '/images/course/cover-1.jpg',
    summary: '面向乡镇卫生院医生的高血压随访与用药课程。', intro: '<p>课程介绍<script>alert(1)</script></p>', price: '0',
    credit: 'Ⅱ类学分 2分', isPublished: '1', tagIds: [String(tagId)],
    chapters: [
      { title: '第一章 诊断', lessons: [
        { title: '1.1 血压测量', src: UPLOADED, durationSeconds: '600', isFree: '1' },
        { title: '1.2 分级', src: 'https://cdn.example.com/hls/lesson-2.m3u8', durationSeconds: '900' },
      ] },
      { title: '第二章 治疗', lessons: [{ title: '2.1 用药', src: '/media/length/1200.m3u8', durationSeconds: '1200' }] },
    ],
    ...overrides,
  });
  const audits = async (itemId: number) =>
    t.db.select().from(auditLog).where(and(eq(auditLog.kind, 'course'), eq(auditLog.itemId, String(itemId))));
  const courseCount = async () => (await t.db.select({ n: count() }).from(courses))[0].n;
  const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
  const get = async (id: number) => (await call<ApiAdminCourse>(`admin/course/get/${id}`, {}, 'registrar')).envelope.data;

  beforeAll(async () => {
    t = await createTestDb();
    api = createApiCaller(t.db);
    for (const role of ['admin', 'editor', 'registrar', 'finance', 'store'] as const) {
      const { user, cookie } = await userWithCookie(t.db, { name: `职员${role}` });
      await t.db.insert(staffRoles).values({ userId: user.id, role });
      cookies[role] = cookie;
    }
    cookies.learner = (await userWithCookie(t.db)).cookie;
    const options = (await call<ApiAdminCourseOptions>('admin/course/options', {}, 'registrar')).envelope.data;
    subject = options.subjects[0].value;
    lecturerId = options.lecturers[0].id;
    [{ id: tagId }] = await t.db.insert(tags).values({ name: '测试标签Quokka', sort: 999 }).returning({ id: tags.id });
  });
  afterAll(async () => t?.close());

  describe('who may call', () => {
    it('lets the registrar and admin list courses, published or not, newest first', async () => {
      for (const who of ['registrar', 'admin'] as const) {
        const res = await call<{ list: ApiAdminCourseRow[]; total: number }>('admin/course/list', { size: '5' }, who);
        expect(res.envelope.code).toBe(Code.Ok);
        expect(res.envelope.data.list).toHaveLength(5);
        expect(res.envelope.data.total).toBe(await courseCount());
        const ids = res.envelope.data.list.map((r) => r.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
      }
    });

    it('refuses an editor, finance, store, a learner (4003) and a guest (1001) on every endpoint, changing nothing', async () => {
      const before = { courses: await courseCount(), audits: await auditCount() };
      const [{ id }] = await t.db.select({ id: courses.id }).from(courses).limit(1);
      for (const who of ['editor', 'finance', 'store', 'learner', 'guest'] as const) {
        for (const [path, body] of [
          ['admin/course/list', {}], [`admin/course/get/${id}`, {}], ['admin/course/save', form()], [`admin/course/delete/${id}`, {}],
        ] as const) {
          const res = await call(path, body, who);
          expect(res.envelope.code, `${who} ${path}`).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
        }
      }
      expect(await courseCount()).toBe(before.courses);
      expect(await auditCount()).toBe(before.audits);
    });

    it('gives the options to the registrar and the editor (the live form) but not to finance', async () => {
      expect((await call('admin/course/options', {}, 'editor')).envelope.code).toBe(Code.Ok);
      expect((await call('admin/course/options', {}, 'finance')).envelope.code).toBe(Code.Forbidden);
    });
  });

  describe('save', () => {
    let id = 0;

    it('creates a course with its chapters and lessons in order, sanitized intro, tags, and one audit row', async () => {
      const res = await call<{ id: number }>('admin/course/save', form(), 'registrar');
      expect(res.envelope.code).toBe(Code.Ok);
      id = res.envelope.data.id;
      const c = await get(id);
      expect(c).toMatchObject({ title: '基层高血压规范管理 Quokka', price: 0, isPublished: true, tagIds: [tagId], enrolments: 0 });
      expect(c.intro).not.toContain('<script');
      expect(c.chapters.map((ch) => ch.title)).toEqual(['第一章 诊断', '第二章 治疗']);
      expect(c.chapters[0].lessons.map((l) => [l.title, l.src, l.durationSeconds, l.isFree])).toEqual([
        ['1.1 血压测量', UPLOADED, 600, true],
        ['1.2 分级', 'https://cdn.example.com/hls/lesson-2.m3u8', 900, false],
      ]);
      const rows = await audits(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'create', before: null });
      expect((rows[0].after as ApiAdminCourse).title).toBe('基层高血压规范管理 Quokka');
    });

    it('shows the new course on the public catalogue, its page, a lesson page, search, its tag and the sitemap', async () => {
      const list = await publicGet<{ list: { id: number }[] }>('course/list', { pageSize: '50' });
      expect(list.envelope.data.list.map((c) => c.id)).toContain(id);
      expect((await publicGet(`course/detail/${id}`)).envelope.code).toBe(Code.Ok);
      const lessonId = (await get(id)).chapters[0].lessons[0].id;
      expect((await publicGet(`video/detail/${lessonId}`)).envelope.code).toBe(Code.Ok);
      expect(JSON.stringify((await publicGet('search/query', { q: 'Quokka' })).envelope.data)).toContain(`/course/${id}`);
      const tagged = (await publicGet<ApiTagDetail>(`tag/detail/${tagId}`, { type: 'course' })).envelope.data.groups;
      expect(tagged.some((g) => g.type === 'course' && g.list.some((x) => x.id === id))).toBe(true);
      const sitemap = await api.call('seo/sitemap/course-1', {}, { method: 'GET', origin: null });
      expect(sitemap.body).toContain(`/course/${id}<`);
    });

    it('refuses a javascript:, http: or data: lesson address with a Chinese message, storing nothing', async () => {
      const before = { courses: await courseCount(), audits: await auditCount() };
      for (const src of ['javascript:alert(1)', 'http://cdn.example.com/a.mp4', 'data:video/mp4;base64,AAAA', '//evil.example.com/a.mp4', '/media/../secret']) {
        const bad = form({ chapters: [{ title: '章', lessons: [{ title: '课', src, durationSeconds: '60' }] }] });
        const res = await call('admin/course/save', bad, 'registrar');
        expect(res.envelope.code, src).toBe(Code.BadInput);
        expect(res.envelope.codeMsg).toMatch(/^chapters\.0\.lessons\.0\.src：视频地址须为/);
      }
      expect(await courseCount()).toBe(before.courses);
      expect(await auditCount()).toBe(before.audits);
    });

    it('refuses other bad input with the field named: no title, a bad price, an unknown subject, lecturer or tag, no lessons to publish', async () => {
      const before = { courses: await courseCount(), audits: await auditCount() };
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ title: ' ' }, /^title：请填写课程名称/],
        [{ price: '-1' }, /^price：/],
        [{ price: '12.345' }, /^price：/],
        [{ subject: 'nosuch' }, /^subject：课程分类不存在/],
        [{ lecturerId: '99999' }, /^lecturerId：讲师不存在/],
        [{ tagIds: ['99999'] }, /^tagIds：标签不存在/],
        [{ cover: 'javascript:alert(1)' }, /^cover：/],
        [{ chapters: [] }, /^isPublished：发布前请至少添加一个课时/],
        [{ chapters: [{ title: '章', lessons: [{ title: '课', src: UPLOADED, durationSeconds: '0' }] }] }, /durationSeconds：/],
      ];
      for (const [overrides, message] of cases) {
        const res = await call('admin/course/save', form(overrides), 'registrar');
        expect(res.envelope.code, JSON.stringify(overrides)).toBe(Code.BadInput);
        expect(res.envelope.codeMsg).toMatch(message);
      }
      expect(await courseCount()).toBe(before.courses);
      expect(await auditCount()).toBe(before.audits);
    });

    it('keeps lesson ids when lessons are reordered or moved to another chapter, and removes a lesson left out', async () => {
      const c = await get(id);
      const [a, b] = c.chapters[0].lessons;
      const [x] = c.chapters[1].lessons;
      const res = await call('admin/course/save', form({
        id: String(id),
        chapters: [
          { id: String(c.chapters[1].id), title: '第一章 治疗', lessons: [{ id: String(x.id), title: x.title, src: x.src, durationSeconds: '1200' }, { id: String(b.id), title: b.title, src: b.src, durationSeconds: '900' }] },
          { title: '新的一章', lessons: [{ title: '3.1 新课', src: 'https://cdn.example.com/v/3.mp4', durationSeconds: '300' }] },
        ],
      }), 'registrar');
      expect(res.envelope.code).toBe(Code.Ok);
      const after = await get(id);
      expect(after.chapters.map((ch) => ch.title)).toEqual(['第一章 治疗', '新的一章']);
      expect(after.chapters[0].id).toBe(c.chapters[1].id);
      expect(after.chapters[0].lessons.map((l) => l.id)).toEqual([x.id, b.id]);
      expect(after.chapters[1].lessons.map((l) => l.title)).toEqual(['3.1 新课']);
      expect(await t.db.select().from(courseVideos).where(eq(courseVideos.id, a.id))).toHaveLength(0);
      const rows = await audits(id);
      expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
      expect((rows[1].before as ApiAdminCourse).chapters[0].title).toBe('第一章 诊断');
    });

    it('refuses a chapter or lesson id of another course', async () => {
      const [other] = await t.db.select({ id: courseVideos.id }).from(courseVideos).where(eq(courseVideos.courseId, 1)).limit(1);
      const res = await call('admin/course/save', form({
        id: String(id), chapters: [{ title: '章', lessons: [{ id: String(other.id), title: '偷来的课', src: UPLOADED, durationSeconds: '60' }] }],
      }), 'registrar');
      expect(res.envelope).toMatchObject({ code: Code.BadInput, codeMsg: 'chapters.0.lessons.0.id：课时不属于本课程' });
      expect((await t.db.select().from(courseVideos).where(eq(courseVideos.id, other.id)))[0].title).not.toBe('偷来的课');
    });

    it('refuses to remove a lesson a learner has a study record of, changing nothing', async () => {
      const c = await get(id);
      const studied = c.chapters[0].lessons[0];
      const learner = await userWithCookie(t.db);
      await t.db.insert(videoProgress).values({ videoId: studied.id, userId: learner.user.id, positionSeconds: 30, watchedSeconds: 30 });
      const audited = (await audits(id)).length;
      const res = await call('admin/course/save', form({
        id: String(id), chapters: [{ id: String(c.chapters[1].id), title: '只剩一章', lessons: c.chapters[1].lessons.map((l) => ({ id: String(l.id), title: l.title, src: l.src, durationSeconds: String(l.durationSeconds) })) }],
      }), 'registrar');
      expect(res.envelope.code).toBe(AdminCode.CourseHasLearners);
      expect(res.envelope.codeMsg).toContain(`课时「${studied.title}」已有学员的学习记录`);
      expect(await get(id)).toEqual(c);
      expect(await audits(id)).toHaveLength(audited);
      await t.db.delete(videoProgress).where(eq(videoProgress.videoId, studied.id));
    });

    it('unpublishing hides the course from the catalogue, its page, its lessons, home, search, its tag and the sitemap; publishing shows it again', async () => {
      const lessonId = (await get(id)).chapters[0].lessons[0].id;
      const res = await call('admin/course/save', form({ id: String(id), isPublished: '0', chapters: (await get(id)).chapters.map((ch) => ({ id: String(ch.id), title: ch.title, lessons: ch.lessons.map((l) => ({ id: String(l.id), title: l.title, src: l.src, durationSeconds: String(l.durationSeconds) })) })) }), 'admin');
      expect(res.envelope.code).toBe(Code.Ok);
      expect((await audits(id)).at(-1)?.action).toBe('unpublish');
      // Home shows recommended courses, most studied first: make this one the first so its absence means something.
      await t.db.update(courses).set({ isRecommended: true, learners: 1_000_000 }).where(eq(courses.id, id));
      const visible = async () => ({
        list: (await publicGet<{ list: { id: number }[] }>('course/list', { pageSize: '50' })).envelope.data.list.some((c) => c.id === id),
        detail: (await publicGet(`course/detail/${id}`)).envelope.code,
        video: (await publicGet(`video/detail/${lessonId}`)).envelope.code,
        home: JSON.stringify((await publicGet<{ courses: unknown }>('home/index')).envelope.data.courses).includes(`"id":${id},`),
        search: JSON.stringify((await publicGet('search/query', { q: 'Quokka' })).envelope.data).includes(`/course/${id}`),
        tag: (await publicGet<ApiTagDetail>(`tag/detail/${tagId}`, { type: 'course' })).envelope.data.groups.some((g) => g.type === 'course' && g.list.some((x) => x.id === id)),
        tagCount: (await publicGet<{ counts: { course: number } }>(`tag/detail/${tagId}`)).envelope.data.counts.course,
        sitemap: (await api.call('seo/sitemap/course-1', {}, { method: 'GET', origin: null })).body.includes(`/course/${id}<`),
      });
      expect(await visible()).toEqual({ list: false, detail: Code.NotFound, video: Code.NotFound, home: false, search: false, tag: false, tagCount: 0, sitemap: false });
      // The console still has it.
      expect((await get(id)).isPublished).toBe(false);
      const again = await call('admin/course/save', form({ id: String(id), isRecommended: '1', chapters: (await get(id)).chapters.map((ch) => ({ id: String(ch.id), title: ch.title, lessons: ch.lessons.map((l) => ({ id: String(l.id), title: l.title, src: l.src, durationSeconds: String(l.durationSeconds) })) })) }), 'registrar');
      expect(again.envelope.code).toBe(Code.Ok);
      expect((await audits(id)).at(-1)?.action).toBe('publish');
      expect(await visible()).toEqual({ list: true, detail: Code.Ok, video: Code.Ok, home: true, search: true, tag: true, tagCount: 1, sitemap: true });
    });
  });

  describe('publish/:id', () => {
    it('hides and shows a course from the list, with an audit row each, and refuses an editor', async () => {
      const id = (await call<{ id: number }>('admin/course/save', form({ title: '发布开关课程' }), 'registrar')).envelope.data.id;
      expect((await call(`admin/course/publish/${id}`, { published: '0' }, 'editor')).envelope.code).toBe(Code.Forbidden);
      expect((await publicGet(`course/detail/${id}`)).envelope.code).toBe(Code.Ok);
      const off = await call(`admin/course/publish/${id}`, { published: '0' }, 'registrar');
      expect(off.envelope).toMatchObject({ code: Code.Ok, data: { id, isPublished: false } });
      expect((await publicGet(`course/detail/${id}`)).envelope.code).toBe(Code.NotFound);
      expect((await audits(id)).at(-1)).toMatchObject({ action: 'unpublish', before: { isPublished: true }, after: { isPublished: false } });
      expect((await call(`admin/course/publish/${id}`, { published: '1' }, 'admin')).envelope.code).toBe(Code.Ok);
      expect((await publicGet(`course/detail/${id}`)).envelope.code).toBe(Code.Ok);
      expect((await audits(id)).map((r) => r.action)).toEqual(['create', 'unpublish', 'publish']);
      expect((await call(`admin/course/publish/${id}`, { published: 'yes' }, 'registrar')).envelope.code).toBe(Code.BadInput);
    });

    it('refuses to publish a course without lessons', async () => {
      const id = (await call<{ id: number }>('admin/course/save', form({ title: '空课程', isPublished: '0', chapters: [] }), 'registrar')).envelope.data.id;
      const res = await call(`admin/course/publish/${id}`, { published: '1' }, 'registrar');
      expect(res.envelope).toMatchObject({ code: Code.BadInput, codeMsg: '发布前请至少添加一个课时' });
      expect((await get(id)).isPublished).toBe(false);
    });
  });

  describe('delete', () => {
    const newCourse = async () => (await call<{ id: number }>('admin/course/save', form({ title: '待删除课程' }), 'registrar')).envelope.data.id;

    it('refuses a course with an enrolment, with the reason, changing nothing', async () => {
      const id = await newCourse();
      const learner = await userWithCookie(t.db);
      await t.db.insert(courseEnrolments).values({ courseId: id, userId: learner.user.id });
      await expectDeleteRefused(
        t.db,
        () => call(`admin/course/delete/${id}`, {}, 'registrar'),
        { code: AdminCode.CourseHasLearners, codeMsg: '该课程已有1名学员报名，不能删除；如不再开放，请改为下线' },
        () => t.db.select().from(courses).where(eq(courses.id, id)),
      );
    });

    it('refuses a course with a study record', async () => {
      const id = await newCourse();
      const lessonId = (await get(id)).chapters[0].lessons[0].id;
      const learner = await userWithCookie(t.db);
      await t.db.insert(videoProgress).values({ videoId: lessonId, userId: learner.user.id, positionSeconds: 5, watchedSeconds: 5 });
      const res = await call(`admin/course/delete/${id}`, {}, 'registrar');
      expect(res.envelope.code).toBe(AdminCode.CourseHasLearners);
      expect(res.envelope.codeMsg).toContain('学习记录');
      expect(await t.db.select().from(courses).where(eq(courses.id, id))).toHaveLength(1);
    });

    it('deletes a course nobody depends on, with its lessons, and writes the audit row', async () => {
      const id = await newCourse();
      const before = await get(id);
      const res = await call(`admin/course/delete/${id}`, {}, 'registrar');
      expect(res.envelope).toMatchObject({ code: Code.Ok, data: { id } });
      expect(await t.db.select().from(courses).where(eq(courses.id, id))).toHaveLength(0);
      expect(await t.db.select().from(courseVideos).where(eq(courseVideos.courseId, id))).toHaveLength(0);
      const rows = await audits(id);
      expect(rows.at(-1)).toMatchObject({ action: 'delete', after: null });
      expect((rows.at(-1)?.before as ApiAdminCourse).chapters).toEqual(JSON.parse(JSON.stringify(before.chapters)));
      expect((await publicGet(`course/detail/${id}`)).envelope.code).toBe(Code.NotFound);
      expect((await call(`admin/course/get/${id}`, {}, 'registrar')).envelope.code).toBe(Code.NotFound);
    });
  });
});
