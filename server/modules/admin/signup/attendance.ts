// admin/signup/attendance/{id} (registrar): the attendance of sign-up {id} at one session corrected by hand
// (a learner whose phone died, a scan that failed, a check-in made for someone absent), with a reason that
// stays in the audit trail. Marking the last missing session issues the certificate, as a check-in would
// (training/certificates.ts, with its test condition from exam/class-certificates.ts); a certificate already
// issued is left as it is (revoking one is its own action).
// A session that has not started cannot be marked attended (it would issue a certificate before the class is
// held: Code.CheckinTooEarly); taking a mark back is allowed at any time (docs/product.md "Attendance by hand").
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { formatDate } from '@/contract/time';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { toSeconds } from '@/server/modules/common/time';
import { issueClassCertificates } from '@/server/modules/exam/class-certificates';
import { trainingCheckins, trainingSessions, trainingSignups } from '@/server/modules/training/schema';
import { writeAudit } from '../audit';
import { defineAdminRoute } from '../guard';
import { zReason } from './inputs';

export const adminSignupAttendance = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({
    id: zId,
    sessionId: zId,
    attended: z.enum(['1', '0'], '请选择出勤或缺勤').transform((v) => v === '1'),
    reason: zReason('修正原因'),
  }),
  handler: async ({ id, sessionId, attended, reason }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const now = new Date();
      const [signup] = await tx.select().from(trainingSignups).where(and(eq(trainingSignups.id, id), ne(trainingSignups.status, 'cancelled')));
      if (!signup) throw new ApiError(Code.NotFound, '报名不存在或已取消');
      const [session] = await tx.select().from(trainingSessions)
        .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.trainingId, signup.trainingId)));
      if (!session) throw new ApiError(Code.NotFound, '该培训班没有这一场课程');
      const mine = and(eq(trainingCheckins.sessionId, sessionId), eq(trainingCheckins.userId, signup.userId));
      if (attended) {
        if (session.startAt > now) {
          throw new ApiError(Code.CheckinTooEarly, `“${session.title}”将于${formatDate(toSeconds(session.startAt), 'M月D日 HH:mm')}开始，开课前不能补录出勤`);
        }
        const [added] = await tx.insert(trainingCheckins)
          .values({ sessionId, userId: signup.userId, method: 'manual', scannedBy: staff.id, createdAt: now })
          .onConflictDoNothing().returning();
        if (!added) throw new ApiError(Code.Conflict, '该学员这一场已签到，无需修正');
        await issueClassCertificates(tx, signup.userId, now);
      } else {
        const removed = await tx.delete(trainingCheckins).where(mine).returning();
        if (!removed.length) throw new ApiError(Code.Conflict, '该学员这一场没有签到记录，无需修正');
      }
      await writeAudit(tx, {
        staffId: staff.id, action: 'attendance', kind: 'signup', itemId: id,
        before: { sessionId, session: session.title, attended: !attended },
        after: { sessionId, session: session.title, attended, reason },
      });
      return { id, sessionId, attended };
    }),
});
