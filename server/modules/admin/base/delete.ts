// admin/base/delete/{id} (registrar): removes a base that holds no class. One with classes (published or
// not) is refused with the reason: learners' classes would lose their venue.
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CACHE_LABELS } from '@/contract/cache-labels';
import { AdminCode } from '@/contract/admin-codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { bases } from '@/server/modules/training/base-schema';
import { trainings } from '@/server/modules/training/schema';
import { loadAdminBase } from './view';

export const adminBaseDelete = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = await loadAdminBase(tx, id);
      // Locks the base so that a class saved into it now waits and then fails on its foreign key.
      await tx.select({ id: bases.id }).from(bases).where(eq(bases.id, id)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(trainings).where(eq(trainings.baseId, id));
      if (n > 0) throw new ApiError(AdminCode.BaseHasTrainings, `该基地下还有${n}个培训班，不能删除；请先将这些培训班移到其他基地或删除`);
      await tx.delete(bases).where(eq(bases.id, id));
      await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: 'base', itemId: id, before, after: null });
      await refreshPublic(tx, 'base', [CACHE_LABELS.homeIndex]);
      return { id };
    }),
});
