// admin/signup/decide/{id} (registrar): a paid class's sign-up waiting for review is approved (its fee then
// goes to finance's queue, admin/payment) or rejected with a reason (its seat comes back at once);
// admin/signup/bulk approves many. Each decision is one transaction with its audit row and the learner's
// message; the conditional UPDATE makes a second or concurrent decision end in AdminCode.AlreadyDecided.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { withTransaction, type Db } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { openPayment } from '@/server/modules/payment/open';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { writeAudit } from '../audit';
import { decidedOnce, zBulkIds, zDecisionInput, type Decision } from '../decide';
import { defineAdminRoute, type Staff } from '../guard';
import { runBulk } from './bulk';

const s = trainingSignups;

/** Gives one seat of the class back (rejection, cancellation), in the transaction that ended the sign-up. */
export async function freeSeat(tx: Db, trainingId: number): Promise<void> {
  await tx.update(trainings).set({ seatsTaken: sql`${trainings.seatsTaken} - 1` })
    .where(and(eq(trainings.id, trainingId), gt(trainings.seatsTaken, 0)));
}

export async function trainingTitle(tx: Db, id: number): Promise<string> {
  const [t] = await tx.select({ title: trainings.title }).from(trainings).where(eq(trainings.id, id));
  return t?.title ?? '';
}

export async function decideSignup(db: Db, staff: Staff, id: number, decision: Decision, reason?: string) {
  return withTransaction(db, async (tx) => {
    const now = new Date();
    const [before] = await tx.select().from(s).where(eq(s.id, id));
    const waiting = and(eq(s.id, id), eq(s.status, 'pending'), isNull(s.reviewedAt));
    const [after] = decision === 'approve'
      ? await tx.update(s).set({ reviewedAt: now, reviewedBy: staff.id, ...(before?.feeFen ? {} : { status: 'confirmed' as const }) })
        .where(waiting).returning()
      : await tx.update(s).set({ reviewedAt: now, reviewedBy: staff.id, status: 'cancelled', closedAs: 'rejected', closeReason: reason ?? '' })
        .where(waiting).returning();
    const row = decidedOnce(after);
    const title = await trainingTitle(tx, row.trainingId);
    const link = `/training/${row.trainingId}`;
    if (decision === 'approve') {
      await openPayment(tx, { kind: 'training', refId: row.id, userId: row.userId, amountFen: row.feeFen });
      await createMessage(tx, {
        userId: row.userId, link, title: `您报名的“${title}”已通过审核`,
        body: row.feeFen > 0
          ? `请按培训班页面的缴费说明缴纳培训费 ¥${row.feeFen / 100}，财务确认到账后报名即告成功。`
          : '报名已成功，请按时参加培训。',
      });
      notifyBySms(tx, 'signup-approved', { userId: row.userId, ref: row.id, link });
    } else {
      await freeSeat(tx, row.trainingId);
      await createMessage(tx, { userId: row.userId, link, title: `您报名的“${title}”未通过审核`, body: `原因：${reason ?? ''}` });
      notifyBySms(tx, 'signup-rejected', { userId: row.userId, ref: row.id, link });
    }
    await writeAudit(tx, { staffId: staff.id, action: decision, kind: 'signup', itemId: id, before, after: row });
    return row;
  });
}

export const adminSignupDecide = defineAdminRoute({
  roles: ['registrar'],
  input: zDecisionInput.safeExtend({ id: zId }),
  handler: async ({ id, decision, reason }, { db, staff }) => {
    await decideSignup(db, staff, id, decision, reason);
    return { id, decision };
  },
});

export const adminSignupBulk = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ ids: zBulkIds }),
  handler: async ({ ids }, { db, staff }) => runBulk(ids, (id) => decideSignup(db, staff, id, 'approve')),
});
