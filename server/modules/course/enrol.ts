// course/enrol/:id signs the logged-in user up for a course; course/enrolment/:id answers their own
// enrolment for the success page. Enrolling twice changes nothing (one row per user and course, and the
// learner count grows only with the insert that made the row, in the same transaction).
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCourseEnrol, ApiCourseEnrolment } from '@/contract/wire/course';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { issueCourseCertificates } from './certificates';
import { toSeconds } from '@/server/modules/common/time';
import { SITE } from '@/server/modules/common/site';
import { openPayment } from '@/server/modules/payment/open';
import { payNote } from './access';
import { findCourseCard, findEnrolment, loadOutlineProgress, pickNextLesson } from './queries';
import { courseEnrolments, courses } from './schema';

export const courseEnrol = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiCourseEnrol> => {
    const userId = session.user.id;
    const enrolledAt = await withTransaction(db, async (tx) => {
      const [course] = await tx
        .select({ id: courses.id, priceFen: courses.priceFen })
        .from(courses)
        .where(eq(courses.id, id))
        .for('update');
      if (!course) throw new ApiError(Code.NotFound, '课程不存在');
      const [created] = await tx
        .insert(courseEnrolments)
        // The price as enrolled: what is owed, and what an invoice will show (/user/invoice).
        .values({ courseId: id, userId, feeFen: course.priceFen })
        .onConflictDoNothing({ target: [courseEnrolments.userId, courseEnrolments.courseId] })
        .returning({ id: courseEnrolments.id, createdAt: courseEnrolments.createdAt });
      if (created) {
        await tx.update(courses).set({ learners: sql`${courses.learners} + 1` }).where(eq(courses.id, id));
        // A paid course's fee goes to finance's queue, the same one as the classes' fees (admin/payment).
        await openPayment(tx, { kind: 'course', refId: created.id, userId, amountFen: course.priceFen });
        // A free course may have been watched to the end before enrolling: its certificate is due now.
        await issueCourseCertificates(tx, userId);
        return created.createdAt;
      }
      const existing = await findEnrolment(tx, id, userId);
      return existing!.createdAt;
    });
    return { courseId: id, enrolled: true, enrolledAt: toSeconds(enrolledAt) };
  },
});

export const courseEnrolment = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiCourseEnrolment> => {
    const userId = session.user.id;
    // "Not enrolled" answers exactly like "no such course" (docs/security.md: not yours = does not exist).
    const enrolment = await findEnrolment(db, id, userId);
    if (!enrolment) throw new ApiError(Code.NotFound, '未找到报名记录');
    const card = await findCourseCard(db, id);
    if (!card) throw new ApiError(Code.NotFound, '未找到报名记录');
    const { outline, progress } = await loadOutlineProgress(db, id, userId);
    const { priceFen, ...course } = card;
    return {
      course,
      enrolledAt: toSeconds(enrolment.createdAt),
      price: priceFen / 100,
      payNote: payNote(priceFen, SITE.phone),
      paid: enrolment.feeFen === 0 || enrolment.paidAt !== null,
      nextLessonId: pickNextLesson(outline, { priceFen }, true, progress),
      finishedLessons: [...progress.values()].filter((p) => p.finished).length,
    };
  },
});
