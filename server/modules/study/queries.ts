// The study centre's reads: my sign-ups and enrolments with progress, one page at a time, plus the
// lesson to continue with. Always scoped to one user; built on the tables the training and course
// screens write (training_signups/checkins, course_enrolments, video_progress).
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { ApiStudyCert, ApiStudyCourse, ApiStudyResume, ApiStudyTraining } from '@/contract/wire/study';
import type { Db } from '@/server/db/client';
import { certStatus } from '@/server/modules/cert/cards';
import { certificates, type CertKind } from '@/server/modules/cert/schema';
import { toSeconds } from '@/server/modules/common/time';
import { courseEnrolments, courses, courseVideos, lecturers, videoProgress } from '@/server/modules/course/schema';
import { loadOutline, pickNextLesson, progressByVideo } from '@/server/modules/course/queries';
import { examStanding } from '@/server/modules/exam/standing';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { trainingStatus } from '@/server/modules/training/status';

type Window = { offset: number; limit: number };

/** The certificates of these courses or classes, by ref id. */
async function certsFor(db: Db, userId: number, kind: CertKind, refIds: number[], now: Date): Promise<Map<number, ApiStudyCert>> {
  if (!refIds.length) return new Map();
  const rows = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.kind, kind), inArray(certificates.refId, refIds)));
  return new Map(
    rows.map((r) => [
      r.refId,
      { id: r.id, number: r.number, status: certStatus(r, now), credits: r.creditTenths / 10, creditType: r.creditType, hours: r.hoursTenths / 10 },
    ]),
  );
}

// ---- training classes ----

const sessionCount = sql<number>`(select count(*) from ${trainingSessions} where ${trainingSessions.trainingId} = ${trainings.id})`.mapWith(Number);
const attendedCount = (userId: number) =>
  sql<number>`(select count(*) from ${trainingCheckins} inner join ${trainingSessions} s on s.id = ${trainingCheckins.sessionId} where s.training_id = ${trainings.id} and ${trainingCheckins.userId} = ${userId})`.mapWith(Number);
const mySignups = (userId: number) => and(eq(trainingSignups.userId, userId), ne(trainingSignups.status, 'cancelled'));

/** Counts of my sign-ups (not cancelled) and of those attended in full. */
export async function trainingTotals(db: Db, userId: number): Promise<{ total: number; finished: number }> {
  const rows = await db
    .select({ sessions: sessionCount, attended: attendedCount(userId) })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(mySignups(userId));
  return { total: rows.length, finished: rows.filter((r) => r.sessions > 0 && r.attended >= r.sessions).length };
}

/** One page of my classes: running and upcoming first (soonest first), then ended ones (latest first). */
export async function listStudyTrainings(db: Db, userId: number, window: Window, now: Date): Promise<ApiStudyTraining[]> {
  const rows = await db
    .select({
      id: trainings.id, title: trainings.title, cover: trainings.cover, startAt: trainings.startAt, endAt: trainings.endAt,
      credit: trainings.credit, signup: trainingSignups.status, reviewedAt: trainingSignups.reviewedAt,
      sessions: sessionCount, attended: attendedCount(userId),
    })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(mySignups(userId))
    .orderBy(
      sql`case when ${trainings.endAt} > ${now} then 0 else 1 end`,
      sql`case when ${trainings.endAt} > ${now} then extract(epoch from ${trainings.startAt}) else -extract(epoch from ${trainings.endAt}) end`,
      desc(trainings.id),
    )
    .offset(window.offset)
    .limit(window.limit);
  const ids = rows.map((r) => r.id);
  const certs = await certsFor(db, userId, 'training', ids, now);
  const next = new Map<number, { title: string; startAt: number }>();
  if (ids.length) {
    const upcoming = await db
      .select({ trainingId: trainingSessions.trainingId, title: trainingSessions.title, startAt: trainingSessions.startAt })
      .from(trainingSessions)
      .where(and(inArray(trainingSessions.trainingId, ids), gt(trainingSessions.endAt, now)))
      .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id));
    for (const s of upcoming) if (!next.has(s.trainingId)) next.set(s.trainingId, { title: s.title, startAt: toSeconds(s.startAt) });
  }
  // A class's post-test, where it has one (a few rows a page: one look-up each).
  const exams = new Map(await Promise.all(ids.map(async (id) => [id, await examStanding(db, userId, { kind: 'training', id })] as const)));
  return rows.map((r) => ({
    id: r.id, title: r.title, cover: r.cover, startAt: toSeconds(r.startAt), endAt: toSeconds(r.endAt),
    status: trainingStatus(r, now), signup: r.signup === 'confirmed' ? 'confirmed' : 'pending',
    stage: r.signup === 'confirmed' ? 'confirmed' : r.reviewedAt ? 'unpaid' : 'review',
    sessions: r.sessions, attended: Math.min(r.attended, r.sessions), credit: r.credit,
    nextSession: next.get(r.id) ?? null, cert: certs.get(r.id) ?? null, exam: exams.get(r.id) ?? null,
  }));
}

// ---- courses ----

const lessonCount = sql<number>`(select count(*) from ${courseVideos} where ${courseVideos.courseId} = ${courses.id})`.mapWith(Number);
const finishedCount = (userId: number) =>
  sql<number>`(select count(*) from ${videoProgress} inner join ${courseVideos} v on v.id = ${videoProgress.videoId} where v.course_id = ${courses.id} and ${videoProgress.userId} = ${userId} and ${videoProgress.isFinished})`.mapWith(Number);
const lastStudied = (userId: number) =>
  sql<Date | null>`(select max(${videoProgress.updatedAt}) from ${videoProgress} inner join ${courseVideos} v on v.id = ${videoProgress.videoId} where v.course_id = ${courses.id} and ${videoProgress.userId} = ${userId})`;

export async function courseTotals(db: Db, userId: number): Promise<{ total: number; finished: number }> {
  const rows = await db
    .select({ lessons: lessonCount, finished: finishedCount(userId) })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(eq(courseEnrolments.userId, userId));
  return { total: rows.length, finished: rows.filter((r) => r.lessons > 0 && r.finished >= r.lessons).length };
}

/** One page of my courses: in progress (most recently studied first), not started, finished. */
export async function listStudyCourses(db: Db, userId: number, window: Window, now: Date): Promise<ApiStudyCourse[]> {
  const last = lastStudied(userId);
  const rows = await db
    .select({
      id: courses.id, title: courses.title, cover: courses.cover, lecturer: lecturers.name, credit: courses.credit,
      priceFen: courses.priceFen, enrolledAt: courseEnrolments.createdAt, lessons: lessonCount,
      feeFen: courseEnrolments.feeFen, paidAt: courseEnrolments.paidAt,
      finished: finishedCount(userId), lastAt: last.mapWith(videoProgress.updatedAt),
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(eq(courseEnrolments.userId, userId))
    .orderBy(
      // Started and unfinished, then not started, then finished.
      sql`case when ${lessonCount} > 0 and ${finishedCount(userId)} >= ${lessonCount} then 2 when ${last} is null then 1 else 0 end`,
      sql`coalesce(${last}, ${courseEnrolments.createdAt}) desc`,
      desc(courseEnrolments.id),
    )
    .offset(window.offset)
    .limit(window.limit);
  const certs = await certsFor(db, userId, 'course', rows.map((r) => r.id), now);
  return Promise.all(
    rows.map(async (r) => {
      const done = r.lessons > 0 && r.finished >= r.lessons;
      let resume: ApiStudyCourse['resume'] = null;
      if (!done && r.lessons > 0) {
        // The same lesson the course page's "继续学习" opens.
        const outline = await loadOutline(db, r.id);
        const progress = await progressByVideo(db, userId, outline.videos.map((v) => v.id));
        const videoId = pickNextLesson(outline, { priceFen: r.priceFen }, true, progress);
        const video = outline.videos.find((v) => v.id === videoId);
        const at = videoId ? progress.get(videoId) : undefined;
        if (video) resume = { videoId: video.id, title: video.title, position: at && !at.finished ? at.position : 0 };
      }
      return {
        id: r.id, title: r.title, cover: r.cover, lecturer: r.lecturer, lessons: r.lessons,
        finished: Math.min(r.finished, r.lessons), credit: r.credit, enrolledAt: toSeconds(r.enrolledAt),
        // The same rule as a class's fee: owed until the academy records it (invoices read paidAt too).
        fee: r.feeFen / 100, paid: r.feeFen === 0 || r.paidAt !== null,
        lastStudiedAt: r.lastAt ? toSeconds(r.lastAt) : null, resume, cert: certs.get(r.id) ?? null,
      };
    }),
  );
}

/** The lesson I watched last and did not finish, in a course I am enrolled in. */
export async function lastUnfinishedLesson(db: Db, userId: number): Promise<ApiStudyResume | null> {
  const [row] = await db
    .select({
      videoId: courseVideos.id, title: courseVideos.title, courseId: courses.id, courseTitle: courses.title,
      position: videoProgress.positionSeconds, duration: videoProgress.durationSeconds, updatedAt: videoProgress.updatedAt,
    })
    .from(videoProgress)
    .innerJoin(courseVideos, eq(courseVideos.id, videoProgress.videoId))
    .innerJoin(courses, eq(courses.id, courseVideos.courseId))
    .innerJoin(courseEnrolments, and(eq(courseEnrolments.courseId, courses.id), eq(courseEnrolments.userId, userId)))
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.isFinished, false)))
    .orderBy(desc(videoProgress.updatedAt), desc(videoProgress.id))
    .limit(1);
  return row ? { ...row, updatedAt: toSeconds(row.updatedAt) } : null;
}

