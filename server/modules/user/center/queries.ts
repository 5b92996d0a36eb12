// What the personal centre summarises: my classes that have not ended and my unfinished courses.
// Read straight from the tables the training and course screens write (training_signups,
// training_checkins, course_enrolments, video_progress); always scoped to one user.
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { ApiCenterCourse, ApiCenterTraining } from '@/contract/wire/user-center';
import type { Db } from '@/server/db/client';
import { courseEnrolments, courses, courseVideos, videoProgress } from '@/server/modules/course/schema';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { trainingStatus } from '@/server/modules/training/status';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** My sign-ups (not cancelled): how many, and the classes not ended yet, soonest first. */
export async function currentTrainings(db: Db, userId: number, limit: number, now: Date) {
  const mine = and(eq(trainingSignups.userId, userId), ne(trainingSignups.status, 'cancelled'));
  const [{ n }] = await db.select({ n: count() }).from(trainingSignups).where(mine);
  const rows = await db
    .select({
      id: trainings.id, title: trainings.title, startAt: trainings.startAt, endAt: trainings.endAt,
      signup: trainingSignups.status,
      sessions: sql<number>`(select count(*) from ${trainingSessions} where ${trainingSessions.trainingId} = ${trainings.id})`.mapWith(Number),
      attended: sql<number>`(select count(*) from ${trainingCheckins} inner join ${trainingSessions} on ${trainingSessions.id} = ${trainingCheckins.sessionId} where ${trainingSessions.trainingId} = ${trainings.id} and ${trainingCheckins.userId} = ${userId})`.mapWith(Number),
    })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(and(mine, gt(trainings.endAt, now)))
    .orderBy(asc(trainings.startAt), asc(trainings.id))
    .limit(limit);
  const current: ApiCenterTraining[] = rows.map((r) => ({
    id: r.id, title: r.title, startAt: seconds(r.startAt), endAt: seconds(r.endAt),
    status: trainingStatus(r, now),
    signup: r.signup === 'confirmed' ? 'confirmed' : 'pending',
    sessions: r.sessions, attended: r.attended,
  }));
  return { total: n, current };
}

/** My enrolments: how many, and the unfinished courses, the most recently studied first. */
export async function currentCourses(db: Db, userId: number, limit: number) {
  const finishedOf = sql<number>`(select count(*) from ${videoProgress} inner join ${courseVideos} v on v.id = ${videoProgress.videoId} where v.course_id = ${courses.id} and ${videoProgress.userId} = ${userId} and ${videoProgress.isFinished})`.mapWith(Number);
  const lastAt = sql<Date>`coalesce((select max(${videoProgress.updatedAt}) from ${videoProgress} inner join ${courseVideos} v on v.id = ${videoProgress.videoId} where v.course_id = ${courses.id} and ${videoProgress.userId} = ${userId}), ${courseEnrolments.createdAt})`;
  // A user enrols in tens of courses at most: read them all and keep the unfinished ones.
  const rows = await db
    .select({
      id: courses.id, title: courses.title, cover: courses.cover,
      lessons: sql<number>`(select count(*) from ${courseVideos} where ${courseVideos.courseId} = ${courses.id})`.mapWith(Number),
      finished: finishedOf,
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(eq(courseEnrolments.userId, userId))
    .orderBy(desc(lastAt), desc(courseEnrolments.id));
  const open = rows.filter((r) => r.lessons === 0 || r.finished < r.lessons).slice(0, limit);
  const resume = await lastUnfinishedVideos(db, userId, open.map((r) => r.id));
  const current: ApiCenterCourse[] = open.map((r) => ({ ...r, continueVideoId: resume.get(r.id) ?? null }));
  return { total: rows.length, current };
}

/** Per course, the unfinished lesson I watched last. */
async function lastUnfinishedVideos(db: Db, userId: number, courseIds: number[]): Promise<Map<number, number>> {
  if (!courseIds.length) return new Map();
  const rows = await db
    .select({ courseId: courseVideos.courseId, videoId: videoProgress.videoId })
    .from(videoProgress)
    .innerJoin(courseVideos, eq(courseVideos.id, videoProgress.videoId))
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.isFinished, false), inArray(courseVideos.courseId, courseIds)))
    .orderBy(desc(videoProgress.updatedAt), desc(videoProgress.id));
  const map = new Map<number, number>();
  for (const r of rows) if (!map.has(r.courseId)) map.set(r.courseId, r.videoId);
  return map;
}
