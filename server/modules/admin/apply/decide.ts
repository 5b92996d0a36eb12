// admin/apply/decide/{id} (registrar): approve or reject (with a reason) an application to host a class that is
// submitted or under review. One transaction: the decision, its audit row and the applicant's message with a
// link to /user/apply; a repeated or concurrent decision gets AdminCode.AlreadyDecided and changes nothing.
import { withTransaction } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { tellApplicant } from '@/server/modules/user/apply/decide';
import { trainingApplications as a } from '@/server/modules/user/apply/schema';
import { writeAudit } from '../audit';
import { zDecisionInput } from '../decide';
import { defineAdminRoute } from '../guard';
import { decideOpenRow } from '../review-queue';

export const adminApplyDecide = defineAdminRoute({
  roles: ['registrar'],
  input: zDecisionInput.safeExtend({ id: zId }),
  handler: async ({ id, decision, reason }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const { before, row, status, note, now } = await decideOpenRow(tx, a, '申请', { id, decision, reason });
      await tellApplicant(tx, row, status, note, now);
      await writeAudit(tx, { staffId: staff.id, action: decision, kind: 'application', itemId: id, before, after: row });
      return { id, status };
    }),
});
