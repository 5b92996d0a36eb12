// admin/training/publish/{id} (registrar): puts a class on the public site (status=published) or takes it
// off every public page, list, search and the sitemap at once (status=draft). Its sign-ups stay.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CACHE_LABELS } from '@/contract/cache-labels';
import { withTransaction } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { trainings } from '@/server/modules/training/schema';
import { loadAdminTraining } from './view';

export const adminTrainingPublish = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId, status: z.enum(['draft', 'published'], '状态须为草稿或已发布') }),
  handler: async ({ id, status }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = await loadAdminTraining(tx, id);
      if (before.status === status) return { id };
      await tx.update(trainings).set({ isPublished: status === 'published' }).where(eq(trainings.id, id));
      const after = await loadAdminTraining(tx, id);
      await writeAudit(tx, { staffId: staff.id, action: status === 'published' ? 'publish' : 'unpublish', kind: 'training', itemId: id, before, after });
      await syncSearchDocs(tx, 'training', [id]);
      await refreshPublic(tx, 'training', [CACHE_LABELS.homeIndex]);
      return { id };
    }),
});
