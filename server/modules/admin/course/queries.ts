// Reads of the console's courses: a course as the form edits it (published or not), with its outline
// and tags, and what learners have that depends on it.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ApiAdminCourse } from '@/contract/wire/admin-course';
import { Code } from '@/contract/codes';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { plainTextAsHtml } from '@/server/http/sanitize-html';
import { certificates } from '@/server/modules/cert/schema';
import { loadOutline } from '@/server/modules/course/queries';
import { courseEnrolments, courses, videoProgress } from '@/server/modules/course/schema';
import { readItemTagIds } from '../item-tags';

export async function countEnrolments(db: Db, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId));
  return row.n;
}

/** Lessons (of these) someone has a study record of. */
export async function lessonsWithProgress(db: Db, videoIds: number[]): Promise<number[]> {
  if (!videoIds.length) return [];
  const rows = await db
    .selectDistinct({ id: videoProgress.videoId })
    .from(videoProgress)
    .where(inArray(videoProgress.videoId, videoIds));
  return rows.map((r) => r.id);
}

export async function countCourseCertificates(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(certificates)
    .where(and(eq(certificates.kind, 'course'), eq(certificates.refId, courseId)));
  return row.n;
}

/** The course as the console edits it, or null. */
export async function loadAdminCourse(db: Db, id: number): Promise<ApiAdminCourse | null> {
  const [c] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!c) return null;
  const { chapters, videos } = await loadOutline(db, id);
  return {
    id: c.id,
    title: c.title,
    subject: c.subject,
    lecturerId: c.lecturerId,
    cover: c.cover,
    summary: c.summary,
    intro: plainTextAsHtml(c.intro),
    price: c.priceFen / 100,
    credit: c.credit,
    isRecommended: c.isRecommended,
    isPublished: c.isPublished,
    tagIds: await readItemTagIds(db, 'course', id),
    chapters: chapters.map((ch) => ({
      id: ch.id,
      title: ch.title,
      lessons: videos
        .filter((v) => v.chapterId === ch.id)
        .map(({ id: vid, title, src, durationSeconds, isFree }) => ({ id: vid, title, src, durationSeconds, isFree })),
    })),
    enrolments: await countEnrolments(db, id),
  };
}

/** loadAdminCourse for the routes that act on an existing course: NotFound for an unknown id. */
export async function requireAdminCourse(db: Db, id: number): Promise<ApiAdminCourse> {
  const course = await loadAdminCourse(db, id);
  if (!course) throw new ApiError(Code.NotFound, '课程不存在');
  return course;
}
