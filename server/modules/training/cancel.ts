// training/cancel/{id}: a logged-in user withdraws their own sign-up for class {id} while sign-up is
// still open and the class has not started; the seat goes back in the same transaction (docs/architecture.md §4), so
// the seats left follow the sign-ups. A fee already received is refunded by the academy, not here.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiSignupCancel } from '@/contract/wire/training';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { voidPayment } from '@/server/modules/payment/open';
import { requireOwnSignup } from './detail';
import { canCancelSignup, isCancelPeriod } from './rules';
import { trainingSignups, trainings } from './schema';

export const CANCEL_CLOSED_MSG = '报名已截止或培训已开始，不能在线取消报名；如需取消请联系培训班联系人';
export const CANCEL_PAID_MSG = '培训费已缴纳，不能在线取消报名；如需退费请联系培训班联系人';

export const trainingCancel = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiSignupCancel> => {
    const now = new Date();
    const { training: t, signup } = await requireOwnSignup(db, id, session.user.id, '您没有报名本期培训');
    if (!isCancelPeriod(t, now)) throw new ApiError(Code.TrainingSignupClosed, CANCEL_CLOSED_MSG);
    if (!canCancelSignup(t, signup, now)) throw new ApiError(Code.Conflict, CANCEL_PAID_MSG);

    return withTransaction(db, async (tx) => {
      // Only a live, unpaid sign-up moves to cancelled, so two clicks give one seat back, not two.
      const moved = await tx
        .update(trainingSignups)
        .set({ status: 'cancelled', closedAs: 'self', closeReason: null })
        .where(and(
          eq(trainingSignups.id, signup.id),
          ne(trainingSignups.status, 'cancelled'),
          isNull(trainingSignups.paidAt),
        ))
        .returning({ id: trainingSignups.id });
      if (moved.length === 0) throw new ApiError(Code.Conflict, '报名状态已变化，请刷新后重试');
      await voidPayment(tx, 'training', signup.id);
      const [row] = await tx
        .update(trainings)
        .set({ seatsTaken: sql`${trainings.seatsTaken} - 1` })
        .where(and(eq(trainings.id, t.id), gt(trainings.seatsTaken, 0)))
        .returning({ seatsTotal: trainings.seatsTotal, seatsTaken: trainings.seatsTaken });
      const left = row ? row.seatsTotal - row.seatsTaken : t.seatsTotal - t.seatsTaken;
      return { status: 'cancelled', seatsLeft: Math.max(0, left) };
    });
  },
});
