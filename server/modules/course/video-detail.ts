// video/detail/:id: one lesson for the player: its media (only when the visitor may play it), its course
// and chapter, the lessons before and after it, the playlist, and the visitor's saved position.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiVideoDetail } from '@/contract/wire/course';
import type { Db } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { toSeconds } from '@/server/modules/common/time';
import { canWatchLesson, resumePosition } from './access';
import { isEnrolled, loadOutlineProgress, toWireChapters, toWireProgress } from './queries';
import { examPapers } from './exam-schema';
import { courseChapters, courses, courseVideos, lecturers } from './schema';

/** A lesson with its course, chapter and lecturer; NotFound when there is none or its course is unpublished. */
export async function requireVideo(db: Db, id: number) {
  const found = await firstRow(
    db
      .select({ video: courseVideos, course: courses, chapter: courseChapters, lecturer: lecturers })
      .from(courseVideos)
      .innerJoin(courses, eq(courses.id, courseVideos.courseId))
      .innerJoin(courseChapters, eq(courseChapters.id, courseVideos.chapterId))
      .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
      // A lesson of an unpublished course is as hidden as its course.
      .where(and(eq(courseVideos.id, id), eq(courses.isPublished, true))),
  );
  if (!found) throw new ApiError(Code.NotFound, '视频不存在');
  return found;
}

export const videoDetail = defineRoute({
  input: z.object({ id: zId }),
  auth: 'optional',
  handler: async ({ id }, { db, session }): Promise<ApiVideoDetail> => {
    const { video, course, chapter, lecturer } = await requireVideo(db, id);
    const enrolled = await isEnrolled(db, course.id, session?.user.id);
    const { outline, progress } = await loadOutlineProgress(db, course.id, session?.user.id);
    const canWatch = canWatchLesson(course, video, enrolled);
    const index = outline.videos.findIndex((v) => v.id === id);
    const link = (i: number) => (i >= 0 && i < outline.videos.length ? { id: outline.videos[i].id, title: outline.videos[i].title } : null);
    const mine = toWireProgress(progress.get(id));
    const [exam] = await db
      .select({ id: examPapers.id })
      .from(examPapers)
      .where(and(eq(examPapers.courseId, course.id), eq(examPapers.isPublished, true)))
      .limit(1);
    return {
      id: video.id,
      title: video.title,
      // The media address is the lock: a visitor who may not play the lesson never gets it.
      src: canWatch ? video.src : null,
      durationSeconds: video.durationSeconds,
      isPreview: course.priceFen > 0 && video.isFree,
      canWatch,
      course: {
        id: course.id, title: course.title, cover: course.cover, summary: course.summary, price: course.priceFen / 100,
        lecturer: lecturer.name, lecturerTitle: lecturer.title, publishedAt: toSeconds(course.publishedAt),
        hasExam: Boolean(exam),
      },
      chapter: { id: chapter.id, title: chapter.title },
      prev: link(index - 1),
      next: link(index + 1),
      chapters: toWireChapters(outline, course, enrolled, progress),
      login: Boolean(session),
      enrolled,
      progress: mine,
      resumeAt: canWatch ? resumePosition(mine) : 0,
    };
  },
});
