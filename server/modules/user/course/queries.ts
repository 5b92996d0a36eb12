// The organisation's courses (course_staff) and their learners' progress, from the course module's
// enrolments and video progress.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiCourseLearner, ApiOrgCourse } from '@/contract/wire/user-course';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { toSeconds } from '@/server/modules/common/time';
import { courseEnrolments, courses, courseVideos, lecturers, videoProgress } from '@/server/modules/course/schema';
import { maskPhone } from '@/server/modules/passport/phone';
import { users } from '@/server/modules/passport/schema';
import { courseStaff } from './schema';

/** Lessons per course. */
async function lessonCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: courseVideos.courseId, n: count() })
    .from(courseVideos)
    .where(inArray(courseVideos.courseId, ids))
    .groupBy(courseVideos.courseId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Enrolled and finished learners per course (finished: every lesson of the course finished). */
async function learnerCounts(db: Db, ids: number[], lessons: Map<number, number>) {
  const enrolled = new Map<number, number>();
  const finished = new Map<number, number>();
  if (!ids.length) return { enrolled, finished };
  const rows = await db
    .select({ id: courseEnrolments.courseId, n: count() })
    .from(courseEnrolments)
    .where(inArray(courseEnrolments.courseId, ids))
    .groupBy(courseEnrolments.courseId);
  for (const r of rows) enrolled.set(r.id, r.n);
  const done = await db
    .select({ id: courseVideos.courseId, userId: videoProgress.userId, n: count() })
    .from(videoProgress)
    .innerJoin(courseVideos, eq(courseVideos.id, videoProgress.videoId))
    .innerJoin(courseEnrolments, and(eq(courseEnrolments.courseId, courseVideos.courseId), eq(courseEnrolments.userId, videoProgress.userId)))
    .where(and(inArray(courseVideos.courseId, ids), eq(videoProgress.isFinished, true)))
    .groupBy(courseVideos.courseId, videoProgress.userId);
  for (const d of done) {
    const total = lessons.get(d.id) ?? 0;
    if (total > 0 && d.n >= total) finished.set(d.id, (finished.get(d.id) ?? 0) + 1);
  }
  return { enrolled, finished };
}

export async function listOrgCourses(db: Db, userId: number, window: { offset: number; limit: number }) {
  const rows = await db
    .select({
      id: courses.id, title: courses.title, cover: courses.cover, lecturer: lecturers.name, credit: courses.credit,
    })
    .from(courseStaff)
    .innerJoin(courses, eq(courses.id, courseStaff.courseId))
    .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(eq(courseStaff.userId, userId))
    .orderBy(desc(courses.publishedAt), asc(courses.id))
    .offset(window.offset)
    .limit(window.limit);
  const [{ n }] = await db.select({ n: count() }).from(courseStaff).where(eq(courseStaff.userId, userId));
  const ids = rows.map((r) => r.id);
  const lessons = await lessonCounts(db, ids);
  const { enrolled, finished } = await learnerCounts(db, ids, lessons);
  const list: ApiOrgCourse[] = rows.map((r) => ({
    ...r, lessons: lessons.get(r.id) ?? 0, enrolled: enrolled.get(r.id) ?? 0, finished: finished.get(r.id) ?? 0,
  }));
  return { list, total: n };
}

/** The course, when this user's organisation runs it; otherwise NotFound (not yours = does not exist). */
export async function findOrgCourse(db: Db, courseId: number, userId: number) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, lecturer: lecturers.name, credit: courses.credit })
    .from(courseStaff)
    .innerJoin(courses, eq(courses.id, courseStaff.courseId))
    .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(Code.NotFound, '课程不存在，或不由您的机构开设');
  const lessons = await lessonCounts(db, [courseId]);
  const { enrolled, finished } = await learnerCounts(db, [courseId], lessons);
  return {
    ...row, lessons: lessons.get(courseId) ?? 0, enrolled: enrolled.get(courseId) ?? 0, finished: finished.get(courseId) ?? 0,
  };
}

/** The course's learners in enrolment order with their progress; all of them when window is omitted. */
export async function listLearners(
  db: Db,
  courseId: number,
  lessons: number,
  window?: { offset: number; limit: number },
): Promise<ApiCourseLearner[]> {
  const progress = db
    .select({
      userId: videoProgress.userId,
      finished: sql<number>`count(*) filter (where ${videoProgress.isFinished})`.mapWith(Number).as('finished'),
      studied: sql<number>`coalesce(sum(case
        when ${videoProgress.isFinished} then ${courseVideos.durationSeconds}
        when ${videoProgress.durationSeconds} > 0
          then least(${courseVideos.durationSeconds}, ${courseVideos.durationSeconds} * ${videoProgress.watchedSeconds} / ${videoProgress.durationSeconds})
        else 0 end), 0)`.mapWith(Number).as('studied'),
      last: sql<Date | null>`max(${videoProgress.updatedAt})`.as('last'),
    })
    .from(videoProgress)
    .innerJoin(courseVideos, eq(courseVideos.id, videoProgress.videoId))
    .where(eq(courseVideos.courseId, courseId))
    .groupBy(videoProgress.userId)
    .as('progress');
  const query = db
    .select({
      enrolmentId: courseEnrolments.id, createdAt: courseEnrolments.createdAt,
      name: users.name, phone: users.phone, workUnit: users.workUnit, department: users.department,
      finished: progress.finished, studied: progress.studied, last: progress.last,
    })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .leftJoin(progress, eq(progress.userId, courseEnrolments.userId))
    .where(eq(courseEnrolments.courseId, courseId))
    .orderBy(asc(courseEnrolments.createdAt), asc(courseEnrolments.id));
  const rows = window ? await query.offset(window.offset).limit(window.limit) : await query;
  return rows.map((r) => {
    const finished = Math.min(Number(r.finished ?? 0), lessons);
    const last = r.last ? new Date(r.last) : null;
    return {
      enrolmentId: r.enrolmentId,
      name: r.name || '未填写姓名',
      phone: maskPhone(r.phone),
      workUnit: r.workUnit,
      department: r.department,
      enrolledAt: toSeconds(r.createdAt),
      lessonsFinished: finished,
      studiedSeconds: Number(r.studied ?? 0),
      lastStudyAt: last ? toSeconds(last) : null,
      percent: lessons > 0 ? Math.round((finished / lessons) * 100) : 0,
    };
  });
}
