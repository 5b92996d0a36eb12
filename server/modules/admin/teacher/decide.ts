// admin/teacher/decide/{id} (registrar): approve or reject (with a reason) a lecturer certification that is
// submitted or under review. Approval makes a learner (scope 0) a lecturer (scope 1, docs/product.md §6) at once;
// one transaction holds the decision, the scope, the audit row and the applicant's message (link /user/teacher).
// A repeated or concurrent decision gets AdminCode.AlreadyDecided and changes nothing.
import { eq } from 'drizzle-orm';
import { users } from '@/server/modules/passport/schema';
import { teacherDecided } from '@/server/modules/user/teacher/decide';
import { teacherApplications } from '@/server/modules/user/teacher/schema';
import { defineApplicationDecide } from '../review-queue';

export const adminTeacherDecide = defineApplicationDecide({
  table: teacherApplications,
  what: '认证申请',
  kind: 'teacher-application',
  // The person's scope after the decision: the answer and the audit row show it.
  then: async (tx, row, status, note, at) => {
    await teacherDecided(tx, row, status, note, at);
    const [{ scope }] = await tx.select({ scope: users.scope }).from(users).where(eq(users.id, row.userId));
    return { scope };
  },
});
