// admin/demand/delete/:id (editor): removes a survey, refused once anyone has answered it (their answers and
// the points paid for them hang on it; take it down with "unpublish" instead).
import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { demands } from '@/server/modules/demand/schema';
import { loadAdminDemand } from './queries';
import { defineAdminDelete } from '../delete';

export const adminDemandDelete = defineAdminDelete({
  roles: ['editor'],
  kind: 'demand',
  load: async (tx, id) => {
    // Locked first, so an answer sent meanwhile either is counted below or waits and then finds it gone.
    await tx.select({ id: demands.id }).from(demands).where(eq(demands.id, id)).for('update');
    const before = await loadAdminDemand(tx, id);
    if (!before) throw new ApiError(Code.NotFound, '该调查不存在');
    return before;
  },
  remove: async (tx, id, before) => {
    if (before.answerCount > 0) {
      throw new ApiError(Code.Conflict, `该调查已收到 ${before.answerCount} 份答卷，不能删除；如需隐藏，请改为下线`);
    }
    await tx.delete(demands).where(eq(demands.id, id));
  },
});
