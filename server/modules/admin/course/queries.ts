// Reads of the console's courses: a course as the form edits it (published or not), with its outline
// and tags, and what learners have that depends on it.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ApiAdminCourse } from '@/contract/wire/admin-course';
import type { Db } from '@/server/db/client';
import { plainTextAsHtml } from '@/server/http/sanitize-html';
import { certificates } from '@/server/modules/cert/schema';
import { courseChapters, courseEnrolments, courses, courseVideos, videoProgress } from '@/server/modules/course/schema';
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
  const chapters = await db
    .select({ id: courseChapters.id, title: courseChapters.title })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, id))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
  const videos = await db
    .select({
      id: courseVideos.id, chapterId: courseVideos.chapterId, title: courseVideos.title, src: courseVideos.src,
      durationSeconds: courseVideos.durationSeconds, isFree: courseVideos.isFree,
    })
    .from(courseVideos)
    .where(eq(courseVideos.courseId, id))
    .orderBy(asc(courseVideos.sort), asc(courseVideos.id));
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
