// admin/activity/delete/:id (editor): removes a case competition, refused once anyone has entered it:
// their cases and attachments hang on it (take it down with "unpublish" instead).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { activities } from '@/server/modules/activity/schema';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { loadAdminActivity } from './queries';

export const adminActivityDelete = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      // Locked first, so an entry sent meanwhile either is counted below or waits and then finds it gone.
      await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, id)).for('update');
      const before = await loadAdminActivity(tx, id);
      if (!before) throw new ApiError(Code.NotFound, '该大赛不存在');
      if (before.entryCount > 0) {
        throw new ApiError(Code.Conflict, `该大赛已有 ${before.entryCount} 份参赛作品，不能删除；如需隐藏，请改为下线`);
      }
      await tx.delete(activities).where(eq(activities.id, id));
      await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: 'activity', itemId: id, before, after: null });
      await refreshPublic(tx, 'activity');
      return { id };
    }),
});
