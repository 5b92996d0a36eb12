// A course's certificate becomes due when every one of its lessons is finished (issue 4) and, when the
// course has a published test, the learner has passed it (issue 11). Called in the transaction that
// wrote the progress, the enrolment or the passing attempt; cert/issue.ts writes the certificate, its
// message and points.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { issueDue, noCertificate, type Due, type IssuedCert } from '@/server/modules/cert/issue';
import { examPassOf } from './exam-pass';
import { courseEnrolments, courses, courseVideos, videoProgress } from './schema';

/** Enrolled courses with every lesson finished and no certificate yet. */
async function dueCourses(tx: Tx, userId: number): Promise<Due[]> {
  const exam = examPassOf('courseId', courses.id, userId);
  const rows = await tx
    .select({
      refId: courses.id,
      title: courses.title,
      credit: courses.credit,
      seconds: sql<number>`coalesce(sum(${courseVideos.durationSeconds}), 0)`.mapWith(Number),
      lessons: count(courseVideos.id),
      finished: count(videoProgress.id),
      // The last lesson, or the passed test after it.
      completedAt: sql<Date | null>`greatest(max(${videoProgress.updatedAt}), ${exam.passedAt})`.mapWith(videoProgress.updatedAt),
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .innerJoin(courseVideos, eq(courseVideos.courseId, courses.id))
    .leftJoin(
      videoProgress,
      and(eq(videoProgress.videoId, courseVideos.id), eq(videoProgress.userId, userId), eq(videoProgress.isFinished, true)),
    )
    .where(
      and(
        eq(courseEnrolments.userId, userId), noCertificate(tx, userId, 'course', courses.id),
        exam.passedOrNoTest,
      ),
    )
    .groupBy(courses.id)
    .having(sql`count(${videoProgress.id}) = count(${courseVideos.id})`)
    .orderBy(courses.id);
  return rows.map((r) => ({ kind: 'course', ...r }));
}

/** Issues the course certificates the user has become due for; returns the new ones. */
export async function issueCourseCertificates(tx: Tx, userId: number, now = new Date()): Promise<IssuedCert[]> {
  return issueDue(tx, userId, await dueCourses(tx, userId), now);
}
