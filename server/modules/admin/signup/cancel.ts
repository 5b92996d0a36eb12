// admin/signup/cancel/{id} (registrar): staff cancel a live sign-up with a reason (the learner asked by phone,
// a duplicate, a class merged); the seat comes back and an unpaid fee leaves finance's queue in the same
// transaction. A fee already received is refunded by the academy outside the site, as for the learner's own cancel.
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { withTransaction } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { voidPayment } from '@/server/modules/payment/open';
import { trainingSignups } from '@/server/modules/training/schema';
import { writeAudit } from '../audit';
import { decidedOnce } from '../decide';
import { defineAdminRoute } from '../guard';
import { freeSeat, trainingTitle } from './decide';
import { zReason } from './inputs';

const s = trainingSignups;

export const adminSignupCancel = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId, reason: zReason('取消原因') }),
  handler: async ({ id, reason }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const [before] = await tx.select().from(s).where(eq(s.id, id));
      const [after] = await tx.update(s).set({ status: 'cancelled', closedAs: 'staff', closeReason: reason })
        .where(and(eq(s.id, id), ne(s.status, 'cancelled'))).returning();
      const row = decidedOnce(after);
      await freeSeat(tx, row.trainingId);
      await voidPayment(tx, 'training', row.id);
      const title = await trainingTitle(tx, row.trainingId);
      await createMessage(tx, {
        userId: row.userId, link: `/training/${row.trainingId}`, title: `您报名的“${title}”已被取消`,
        body: `原因：${reason}${row.paidAt ? '。已缴纳的培训费将由学会联系您办理退费。' : ''}`,
      });
      notifyBySms(tx, 'signup-cancelled', { userId: row.userId, ref: row.id, link: `/training/${row.trainingId}` });
      await writeAudit(tx, { staffId: staff.id, action: 'cancel', kind: 'signup', itemId: id, before, after: row });
      return { id, stage: 'cancelled' as const };
    }),
});
