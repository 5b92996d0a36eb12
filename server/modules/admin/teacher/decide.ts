// admin/teacher/decide/{id} (registrar): approve or reject (with a reason) a lecturer certification that is
// submitted or under review. Approval makes a learner (scope 0) a lecturer (scope 1, docs/product.md §6) at once;
// one transaction holds the decision, the scope, the audit row and the applicant's message (link /user/teacher).
// A repeated or concurrent decision gets AdminCode.AlreadyDecided and changes nothing.
import { eq } from 'drizzle-orm';
import { withTransaction } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { users } from '@/server/modules/passport/schema';
import { teacherDecided } from '@/server/modules/user/teacher/decide';
import { teacherApplications as t } from '@/server/modules/user/teacher/schema';
import { writeAudit } from '../audit';
import { zDecisionInput } from '../decide';
import { defineAdminRoute } from '../guard';
import { decideOpenRow } from '../review-queue';

export const adminTeacherDecide = defineAdminRoute({
  roles: ['registrar'],
  input: zDecisionInput.safeExtend({ id: zId }),
  handler: async ({ id, decision, reason }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const { before, row, status, note, now } = await decideOpenRow(tx, t, '认证申请', { id, decision, reason });
      await teacherDecided(tx, row, status, note, now);
      const [{ scope }] = await tx.select({ scope: users.scope }).from(users).where(eq(users.id, row.userId));
      await writeAudit(tx, { staffId: staff.id, action: decision, kind: 'teacher-application', itemId: id, before, after: { ...row, scope } });
      return { id, status, scope };
    }),
});
