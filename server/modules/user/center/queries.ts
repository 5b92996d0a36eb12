// What the personal centre summarises: my classes that have not ended and my unfinished courses.
// Read straight from the tables the training and course screens write (training_signups,
// training_checkins, course_enrolments, video_progress); always scoped to one user.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ApiCenterCourse, ApiCenterTraining } from '@/contract/wire/user-center';
import type { Db } from '@/server/db/client';
import { certificates } from '@/server/modules/cert/schema';
import { courseEnrolments, courses, courseVideos, videoProgress } from '@/server/modules/course/schema';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { trainingStatus } from '@/server/modules/training/status';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * My sign-ups (not cancelled): how many, and the classes not ended yet, soonest first. A learner signs up for tens
 * of classes at most: one read of them all answers both.
 */
export async function currentTrainings(db: Db, userId: number, limit: number, now: Date) {
  const rows = await db
    .select({
      id: trainings.id, title: trainings.title, startAt: trainings.startAt, endAt: trainings.endAt,
      signup: trainingSignups.status,
      sessions: sql<number>`(select count(*) from ${trainingSessions} where ${trainingSessions.trainingId} = ${trainings.id})`.mapWith(Number),
      attended: sql<number>`(select count(*) from ${trainingCheckins} inner join ${trainingSessions} on ${trainingSessions.id} = ${trainingCheckins.sessionId} where ${trainingSessions.trainingId} = ${trainings.id} and ${trainingCheckins.userId} = ${userId})`.mapWith(Number),
    })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(and(eq(trainingSignups.userId, userId), ne(trainingSignups.status, 'cancelled')))
    .orderBy(asc(trainings.startAt), asc(trainings.id));
  const current: ApiCenterTraining[] = rows
    .filter((r) => r.endAt > now)
    .slice(0, limit)
    .map((r) => ({
      id: r.id, title: r.title, startAt: seconds(r.startAt), endAt: seconds(r.endAt),
      status: trainingStatus(r, now),
      signup: r.signup === 'confirmed' ? 'confirmed' : 'pending',
      sessions: r.sessions, attended: r.attended,
    }));
  return { total: rows.length, current };
}

/**
 * My enrolments: how many, and the unfinished courses, the most recently studied first. My progress in each course
 * is read in one pass over my lessons watched there (a lateral join), not by a subquery per figure: on the embedded
 * database that halves the cost of this read (docs/architecture.md §7).
 */
export async function currentCourses(db: Db, userId: number, limit: number) {
  const mine = db
    .select({
      finished: sql<number>`count(*) filter (where ${videoProgress.isFinished})`.mapWith(Number).as('finished'),
      lastAt: sql<Date | null>`max(${videoProgress.updatedAt})`.as('last_at'),
      // The unfinished lesson I watched last: where "continue" takes me.
      resume: sql<number | null>`(array_agg(${videoProgress.videoId} order by ${videoProgress.updatedAt} desc, ${videoProgress.id} desc) filter (where not ${videoProgress.isFinished}))[1]`.as('resume'),
    })
    .from(videoProgress)
    .innerJoin(courseVideos, eq(courseVideos.id, videoProgress.videoId))
    .where(and(eq(courseVideos.courseId, courses.id), eq(videoProgress.userId, userId)))
    .as('mine');
  // A user enrols in tens of courses at most: read them all and keep the unfinished ones.
  const rows = await db
    .select({
      id: courses.id, title: courses.title, cover: courses.cover,
      lessons: sql<number>`(select count(*) from ${courseVideos} where ${courseVideos.courseId} = ${courses.id})`.mapWith(Number),
      finished: sql<number>`coalesce(${mine.finished}, 0)`.mapWith(Number),
      continueVideoId: mine.resume,
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .leftJoinLateral(mine, sql`true`)
    .where(eq(courseEnrolments.userId, userId))
    .orderBy(desc(sql`coalesce(${mine.lastAt}, ${courseEnrolments.createdAt})`), desc(courseEnrolments.id));
  const current: ApiCenterCourse[] = rows.filter((r) => r.lessons === 0 || r.finished < r.lessons).slice(0, limit);
  return { total: rows.length, current };
}

/** All my certificates, newest first: the latest few for the centre's list, those not revoked for its count. */
export function myCertificates(db: Db, userId: number) {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt), desc(certificates.id));
}
