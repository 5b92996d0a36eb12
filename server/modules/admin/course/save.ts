// admin/course/save (registrar): creates a course (no id) or updates one, with its chapters and lessons
// in the order sent. Lessons and chapters sent with their id keep it (learners' progress hangs on
// lesson ids); a lesson left out is removed, unless a learner has a study record of it. Everything (the
// course, its outline, its tags, its search document, the audit row) changes in one transaction.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { COURSE_LIMITS as L, type ApiAdminCourse } from '@/contract/wire/admin-course';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId, zText } from '@/server/http/inputs';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import { courseChapters, courses, courseVideos, lecturers } from '@/server/modules/course/schema';
import { listSubjects } from '@/server/modules/course/queries';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { requireTags, writeItemTags } from '../item-tags';
import { zInt, zRequired, zYuanAsFen } from '../form-inputs';
import { zFlag, zList, zPicture, zTagIds, zVideoAddress } from './inputs';
import { COURSE_ROLES } from './list';
import { lessonsWithProgress, loadAdminCourse } from './queries';

const zLesson = z.object({
  id: zId.optional(),
  title: zRequired(L.lessonTitle, '课时名称'),
  src: zVideoAddress('视频地址'),
  durationSeconds: zInt('视频时长（秒）', 1, L.lessonSeconds),
  isFree: zFlag,
});

const zChapter = z.object({
  id: zId.optional(),
  title: zRequired(L.chapterTitle, '章节名称'),
  lessons: zList(zLesson, L.lessons, '课时'),
});

export const ZCourseSave = z.object({
  id: zId.optional(),
  title: zRequired(L.title, '课程名称'),
  subject: z.string().regex(/^[a-zA-Z]{1,30}$/, '请选择课程分类'),
  lecturerId: zId,
  cover: zPicture('封面'),
  summary: zRequired(L.summary, '简介'),
  intro: z.string().max(L.intro, `课程介绍不能超过${L.intro}个字符`).optional().transform((s) => sanitizeRichOrPlainText(s ?? '')),
  price: zYuanAsFen('价格', L.priceYuan),
  credit: zText(L.credit, '学分说明').optional().transform((s) => s ?? ''),
  isRecommended: zFlag,
  isPublished: zFlag,
  tagIds: zTagIds,
  chapters: zList(zChapter, L.chapters, '章节'),
});
type Input = z.output<typeof ZCourseSave>;

/** Refusals of a field, in the dispatcher's "field：message" shape so the form shows them on the field. */
const bad = (field: string, message: string) => new ApiError(Code.BadInput, `${field}：${message}`);

async function checkReferences(db: Db, input: Input): Promise<void> {
  if (!(await listSubjects(db)).some((s) => s.value === input.subject)) throw bad('subject', '课程分类不存在');
  const [lecturer] = await db.select({ id: lecturers.id }).from(lecturers).where(eq(lecturers.id, input.lecturerId)).limit(1);
  if (!lecturer) throw bad('lecturerId', '讲师不存在');
  await requireTags(db, input.tagIds);
  const lessons = input.chapters.flatMap((c) => c.lessons);
  if (lessons.length > L.lessons) throw bad('chapters', `课时总数最多${L.lessons}个`);
  if (input.isPublished && lessons.length === 0) throw bad('isPublished', '发布前请至少添加一个课时');
}

/** Writes chapters and lessons in the order sent; answers nothing, throws on ids not of this course. */
async function writeOutline(tx: Db, courseId: number, input: Input, before: ApiAdminCourse | null): Promise<void> {
  const oldChapters = new Set(before?.chapters.map((c) => c.id));
  const oldLessons = new Map(before?.chapters.flatMap((c) => c.lessons.map((l) => [l.id, l] as const)));
  const keptChapters: number[] = [];
  const keptLessons: number[] = [];
  for (const [ci, ch] of input.chapters.entries()) {
    if (ch.id !== undefined && !oldChapters.has(ch.id)) throw bad(`chapters.${ci}.id`, '章节不属于本课程');
    for (const [li, l] of ch.lessons.entries()) {
      if (l.id !== undefined && !oldLessons.has(l.id)) throw bad(`chapters.${ci}.lessons.${li}.id`, '课时不属于本课程');
      if (l.id !== undefined) keptLessons.push(l.id);
    }
    if (ch.id !== undefined) keptChapters.push(ch.id);
  }
  if (new Set(keptLessons).size !== keptLessons.length) throw bad('chapters', '同一课时出现了两次');
  if (new Set(keptChapters).size !== keptChapters.length) throw bad('chapters', '同一章节出现了两次');
  const removed = [...oldLessons.keys()].filter((id) => !keptLessons.includes(id));
  const studied = await lessonsWithProgress(tx, removed);
  if (studied.length) {
    const title = oldLessons.get(studied[0])?.title ?? '';
    throw new ApiError(AdminCode.CourseHasLearners, `课时「${title}」已有学员的学习记录，不能删除；可修改其内容或下线课程`);
  }

  let sort = 0;
  for (const ch of input.chapters) {
    let chapterId = ch.id;
    if (chapterId === undefined) {
      [{ id: chapterId }] = await tx.insert(courseChapters).values({ courseId, title: ch.title, sort: sort++ }).returning({ id: courseChapters.id });
    } else {
      await tx.update(courseChapters).set({ title: ch.title, sort: sort++ }).where(eq(courseChapters.id, chapterId));
    }
    for (const [li, l] of ch.lessons.entries()) {
      const values = { chapterId, title: l.title, src: l.src, durationSeconds: l.durationSeconds, isFree: l.isFree, sort: li };
      if (l.id === undefined) await tx.insert(courseVideos).values({ courseId, ...values });
      else await tx.update(courseVideos).set(values).where(eq(courseVideos.id, l.id));
    }
  }
  if (removed.length) await tx.delete(courseVideos).where(inArray(courseVideos.id, removed));
  const dropChapters = [...oldChapters].filter((id) => !keptChapters.includes(id));
  if (dropChapters.length) await tx.delete(courseChapters).where(inArray(courseChapters.id, dropChapters));
}

export const adminCourseSave = defineAdminRoute({
  roles: COURSE_ROLES,
  input: ZCourseSave,
  handler: async (input, { db, staff }): Promise<{ id: number }> => {
    await checkReferences(db, input);
    return withTransaction(db, async (tx) => {
      const before = input.id === undefined ? null : await loadAdminCourse(tx, input.id);
      if (input.id !== undefined && !before) throw new ApiError(Code.NotFound, '课程不存在');
      const row = {
        title: input.title, subject: input.subject, lecturerId: input.lecturerId, cover: input.cover, summary: input.summary,
        intro: input.intro, priceFen: input.price, credit: input.credit, isRecommended: input.isRecommended, isPublished: input.isPublished,
      };
      let id: number;
      if (before) {
        id = before.id;
        await tx.update(courses).set(row).where(eq(courses.id, id));
      } else {
        [{ id }] = await tx.insert(courses).values({ ...row, publishedAt: new Date() }).returning({ id: courses.id });
      }
      await writeOutline(tx, id, input, before);
      await writeItemTags(tx, 'course', id, input.tagIds);
      await syncSearchDocs(tx, 'course', [id]);
      const after = await loadAdminCourse(tx, id);
      const action = !before ? 'create' : before.isPublished !== input.isPublished ? (input.isPublished ? 'publish' : 'unpublish') : 'update';
      await writeAudit(tx, { staffId: staff.id, action, kind: 'course', itemId: id, before, after });
      await refreshPublic(tx, 'course');
      return { id };
    });
  },
});
