// admin/payment/confirm/{id} (finance): a fee seen on the bank statement (or paid on site) is confirmed with the
// amount that arrived and its reference; the sign-up becomes confirmed, or the enrolment paid, in the same
// transaction as the audit row and the learner's message, and both can then be invoiced (/user/invoice).
// admin/payment/bulk confirms many from one statement (one reference, each for its amount due).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { zRequired } from '@/contract/forms/fields';
import { Code } from '@/contract/codes';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { payments } from '@/server/modules/payment/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { writeAudit } from '../audit';
import { decidedOnce, zBulkIds } from '../decide';
import { defineAdminRoute, type Staff } from '../guard';
import { runBulk } from '../signup/bulk';

const zReference = z.preprocess((v) => v ?? '', zRequired(60, '收款凭证号'));

/** Yuan with at most two decimals, as fen. */
const zAmount = z
  .string('请填写到账金额')
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, '到账金额应为最多两位小数的数字')
  .transform((v) => Math.round(Number(v) * 100))
  .refine((fen) => fen > 0, '到账金额应大于0');

/** What the fee was for, its title and the learner's page of it, after marking it paid. */
async function markPaid(tx: Db, kind: 'training' | 'course', refId: number, now: Date) {
  if (kind === 'training') {
    const [row] = await tx.update(trainingSignups).set({ status: 'confirmed', paidAt: now })
      .where(and(eq(trainingSignups.id, refId), eq(trainingSignups.status, 'pending'))).returning();
    if (!row) throw new ApiError(Code.Conflict, '该报名已取消或已确认，不能再确认收款');
    const [t] = await tx.select({ title: trainings.title }).from(trainings).where(eq(trainings.id, row.trainingId));
    return { title: `培训班“${t.title}”`, link: `/training/${row.trainingId}`, done: '报名已成功，请按时参加培训' };
  }
  const [row] = await tx.update(courseEnrolments).set({ paidAt: now }).where(eq(courseEnrolments.id, refId)).returning();
  if (!row) throw new ApiError(Code.NotFound, '该课程报名已不存在');
  const [c] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, row.courseId));
  return { title: `课程“${c.title}”`, link: `/course/success/${row.courseId}`, done: '可继续学习全部课时' };
}

export async function confirmPayment(db: Db, staff: Staff, id: number, paidFen: number | null, reference: string) {
  return withTransaction(db, async (tx) => {
    const now = new Date();
    const [before] = await tx.select().from(payments).where(eq(payments.id, id));
    if (!before) throw new ApiError(Code.NotFound, '缴费记录不存在');
    const amount = paidFen ?? before.amountFen;
    if (amount !== before.amountFen) {
      throw new ApiError(Code.BadInput, '到账金额与应缴金额不一致', 200, { amount: `应缴 ¥${before.amountFen / 100}，请核对到账金额` });
    }
    const [after] = await tx.update(payments)
      .set({ status: 'paid', paidFen: amount, reference, paidAt: now, confirmedBy: staff.id })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending'))).returning();
    const row = decidedOnce(after);
    const item = await markPaid(tx, row.kind, row.refId, now);
    await createMessage(tx, {
      userId: row.userId, link: item.link, title: `${item.title}的费用已确认到账`,
      body: `学会已确认收到您缴纳的 ¥${amount / 100}（凭证号 ${reference}），${item.done}；如需发票，可在个人中心“发票管理”申请。`,
    });
    notifyBySms(tx, 'payment-confirmed', { userId: row.userId, ref: row.id, link: item.link });
    await writeAudit(tx, { staffId: staff.id, action: 'confirm-payment', kind: 'payment', itemId: id, before, after: row });
    return row;
  });
}

export const adminPaymentConfirm = defineAdminRoute({
  roles: ['finance'],
  input: z.object({ id: zId, amount: zAmount, reference: zReference }),
  handler: async ({ id, amount, reference }, { db, staff }) => {
    const row = await confirmPayment(db, staff, id, amount, reference);
    return { id, status: row.status };
  },
});

export const adminPaymentBulk = defineAdminRoute({
  roles: ['finance'],
  input: z.object({ ids: zBulkIds, reference: zReference }),
  handler: async ({ ids, reference }, { db, staff }) => runBulk(ids, (id) => confirmPayment(db, staff, id, null, reference)),
});
