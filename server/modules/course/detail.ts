// course/detail/:id: one course as its page shows it: introduction (sanitized), lecturer, chapters and
// lessons with what the visitor may play, and, for a logged-in visitor, their enrolment and progress.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCourseDetail } from '@/contract/wire/course';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import { toSeconds } from '@/server/modules/common/time';
import { examPapers } from './exam-schema';
import { tagsOfItem } from '@/server/modules/common/item-tags';
import {
  findCourse, isEnrolled, listSubjects, loadOutlineProgress, pickNextLesson, toWireChapters,
} from './queries';

export const courseDetail = defineRoute({
  input: z.object({ id: zId }),
  auth: 'optional',
  handler: async ({ id }, { db, session }): Promise<ApiCourseDetail> => {
    const found = await findCourse(db, id);
    if (!found) throw new ApiError(Code.NotFound, '课程不存在');
    const { course, lecturer } = found;
    // Sequential on purpose: PGlite is one connection.
    const { outline, progress } = await loadOutlineProgress(db, id, session?.user.id);
    const subjects = await listSubjects(db);
    const tags = await tagsOfItem(db, 'course', id);
    const enrolled = await isEnrolled(db, id, session?.user.id);
    const [exam] = await db
      .select({ title: examPapers.title, passScore: examPapers.passScore })
      .from(examPapers)
      .where(and(eq(examPapers.courseId, id), eq(examPapers.isPublished, true)));
    return {
      id: course.id,
      title: course.title,
      subject: course.subject,
      subjectName: subjects.find((s) => s.value === course.subject)?.name ?? '',
      cover: course.cover,
      summary: course.summary,
      intro: sanitizeRichOrPlainText(course.intro),
      price: course.priceFen / 100,
      credit: course.credit,
      learners: course.learners,
      lessons: outline.videos.length,
      totalSeconds: outline.videos.reduce((sum, v) => sum + v.durationSeconds, 0),
      publishedAt: toSeconds(course.publishedAt),
      lecturer: {
        id: lecturer.id, name: lecturer.name, title: lecturer.title, workUnit: lecturer.workUnit,
        avatar: lecturer.avatar, intro: lecturer.intro,
      },
      chapters: toWireChapters(outline, course, enrolled, progress),
      tags,
      enrolled,
      nextLessonId: pickNextLesson(outline, course, enrolled, progress),
      exam: exam ?? null,
    };
  },
});
