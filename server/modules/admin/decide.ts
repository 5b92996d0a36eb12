// What every staff queue (docs/product.md §10: sign-ups, payments, invoices, gift orders, applications) shares:
// the decision's input, and the rule that an item is decided once. A decision is a conditional UPDATE
// (`... WHERE id = $1 AND status = 'pending' RETURNING ...`) inside the transaction that also writes the audit
// row and the learner's message; the row it returns is the proof that this call, and no concurrent one, decided.
//   const [row] = await tx.update(t).set({ status: 'approved' }).where(and(eq(t.id, id), eq(t.status, 'pending'))).returning();
//   const decided = decidedOnce(row);
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { ApiError } from '@/server/http/api-error';
import { zText } from '@/server/http/inputs';

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The most characters a reason may have (it is shown to the learner in a message). */
export const REASON_MAX = 200;

/** `decision` = approve | reject, and `reason`, required when rejecting. */
export const zDecisionInput = z
  .object({
    decision: z.enum(DECISIONS, '请选择通过或驳回'),
    reason: zText(REASON_MAX, '原因').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '驳回时请填写原因' });
  });

/** The row a conditional UPDATE returned, or AlreadyDecided when another call (or an earlier one) got there first. */
export function decidedOnce<T>(row: T | undefined): T {
  if (row === undefined) throw new ApiError(AdminCode.AlreadyDecided);
  return row;
}

/** Ids for a bulk action: ids[0]=..&ids[1]=.. as qs sends them, 1 to 100 distinct positive integers. */
export const zBulkIds = z
  .array(z.string().regex(/^[1-9]\d{0,8}$/, '编号不正确').transform(Number), '请选择要处理的项目')
  .min(1, '请选择要处理的项目')
  .max(100, '一次最多处理100项')
  .transform((ids) => [...new Set(ids)]);
