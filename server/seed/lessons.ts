// A seeded learner's progress through a course: its lessons in the order the player shows them, and the
// row a lesson watched up to a point leaves in video_progress (what the player's heartbeats would have
// credited), so that the demo learner, the certificate holders and the organisers' rosters agree.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { courseChapters, courseVideos, videoProgress } from '@/server/modules/course/schema';

export type SeedLesson = { id: number; durationSeconds: number };

/** A course's lessons, chapter by chapter, as the player lists them. */
export function lessonsInOrder(db: Db, courseId: number): Promise<SeedLesson[]> {
  return db
    .select({ id: courseVideos.id, durationSeconds: courseVideos.durationSeconds })
    .from(courseVideos)
    .innerJoin(courseChapters, eq(courseChapters.id, courseVideos.chapterId))
    .where(eq(courseVideos.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseVideos.sort));
}

/**
 * A lesson watched `at` seconds in (at most its length; each lesson's media is as long as it is listed,
 * server/modules/media/playlist.ts), every second of it credited.
 */
export function progressRow(
  lesson: SeedLesson,
  userId: number,
  at: number,
  isFinished: boolean,
  updatedAt: Date,
): typeof videoProgress.$inferInsert {
  const position = Math.min(at, lesson.durationSeconds);
  return {
    videoId: lesson.id, userId, positionSeconds: position, watchedSeconds: position, durationSeconds: lesson.durationSeconds,
    creditedMs: position * 1000, isFinished, updatedAt,
  };
}
