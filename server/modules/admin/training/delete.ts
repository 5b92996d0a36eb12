// admin/training/delete/{id} (registrar): removes a class nobody has signed up for. One with sign-ups
// (cancelled ones too: their history and invoices refer to it) is refused with the reason; unpublish it.
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CACHE_LABELS } from '@/contract/cache-labels';
import { AdminCode } from '@/contract/admin-codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { deleteTaggedItem } from '@/server/modules/admin/delete';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { trainingFileStore } from '@/server/modules/training/file-store';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { loadAdminTraining } from './view';

export const adminTrainingDelete = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }): Promise<{ id: number }> => {
    let files: string[] = [];
    const deleted = await withTransaction(db, async (tx) => {
      const before = await loadAdminTraining(tx, id);
      files = before.files.map((f) => f.id);
      // Locks the class so that a sign-up arriving now waits and then finds it gone.
      await tx.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, id)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(trainingSignups).where(eq(trainingSignups.trainingId, id));
      if (n > 0) throw new ApiError(AdminCode.TrainingHasSignups, `该培训班已有${n}条报名记录，不能删除；如不再开班，请改为下线`);
      await deleteTaggedItem(tx, 'training', id);
      await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: 'training', itemId: id, before, after: null });
      await refreshPublic(tx, 'training', [CACHE_LABELS.homeIndex]);
      return { id };
    });
    // The documents' rows went with the class (on delete cascade); their stored bytes go now.
    await Promise.all(files.map((fileId) => trainingFileStore.remove(fileId)));
    return deleted;
  },
});
