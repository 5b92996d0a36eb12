// admin/activity/delete/:id (editor): removes a case competition, refused once anyone has entered it:
// their cases and attachments hang on it (take it down with "unpublish" instead).
import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { activities } from '@/server/modules/activity/schema';
import { loadAdminActivity } from './queries';
import { defineAdminDelete } from '../delete';

export const adminActivityDelete = defineAdminDelete({
  roles: ['editor'],
  kind: 'activity',
  load: async (tx, id) => {
    // Locked first, so an entry sent meanwhile either is counted below or waits and then finds it gone.
    await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, id)).for('update');
    const before = await loadAdminActivity(tx, id);
    if (!before) throw new ApiError(Code.NotFound, '该大赛不存在');
    return before;
  },
  remove: async (tx, id, before) => {
    if (before.entryCount > 0) {
      throw new ApiError(Code.Conflict, `该大赛已有 ${before.entryCount} 份参赛作品，不能删除；如需隐藏，请改为下线`);
    }
    await tx.delete(activities).where(eq(activities.id, id));
  },
});
