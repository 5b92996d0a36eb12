// admin/demand/delete/:id (editor): removes a survey, refused once anyone has answered it (their answers and
// the points paid for them hang on it; take it down with "unpublish" instead).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { demands } from '@/server/modules/demand/schema';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { loadAdminDemand } from './queries';

export const adminDemandDelete = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      // Locked first, so an answer sent meanwhile either is counted below or waits and then finds it gone.
      await tx.select({ id: demands.id }).from(demands).where(eq(demands.id, id)).for('update');
      const before = await loadAdminDemand(tx, id);
      if (!before) throw new ApiError(Code.NotFound, '该调查不存在');
      if (before.answerCount > 0) {
        throw new ApiError(Code.Conflict, `该调查已收到 ${before.answerCount} 份答卷，不能删除；如需隐藏，请改为下线`);
      }
      await tx.delete(demands).where(eq(demands.id, id));
      await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: 'demand', itemId: id, before, after: null });
      await refreshPublic(tx, 'demand');
      return { id };
    }),
});
