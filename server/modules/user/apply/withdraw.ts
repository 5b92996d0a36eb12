// user/apply/withdraw/{id}: withdraw one of my applications while it is submitted. Withdrawing twice
// answers the withdrawn application again.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiApplication } from '@/contract/wire/user-apply';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { requireArea } from '../scope';
import { findOwnApplication, wireApplication } from './queries';
import { trainingApplications } from './schema';

export const userApplyWithdraw = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }): Promise<ApiApplication> => {
    requireArea(user, 'apply');
    const row = await withTransaction(db, async (tx) => {
      const existing = await findOwnApplication(tx, id, user.id, true);
      if (existing.status === 'withdrawn') return existing;
      if (existing.status !== 'submitted') throw new ApiError(Code.Conflict, '申请已进入审核或已处理，不能撤回');
      const [updated] = await tx
        .update(trainingApplications)
        .set({ status: 'withdrawn', updatedAt: new Date() })
        .where(eq(trainingApplications.id, id))
        .returning();
      return updated;
    });
    return wireApplication(db, row);
  },
});
