// admin/base/delete/{id} (registrar): removes a base that holds no class. One with classes (published or
// not) is refused with the reason: learners' classes would lose their venue.
import { count, eq } from 'drizzle-orm';
import { CACHE_LABELS } from '@/contract/cache-labels';
import { AdminCode } from '@/contract/admin-codes';
import { ApiError } from '@/server/http/api-error';
import { bases } from '@/server/modules/training/base-schema';
import { trainings } from '@/server/modules/training/schema';
import { loadAdminBase } from './view';
import { defineAdminDelete } from '@/server/modules/admin/delete';

export const adminBaseDelete = defineAdminDelete({
  roles: ['registrar'],
  kind: 'base',
  load: loadAdminBase,
  remove: async (tx, id) => {
    // Locks the base so that a class saved into it now waits and then fails on its foreign key.
    await tx.select({ id: bases.id }).from(bases).where(eq(bases.id, id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(trainings).where(eq(trainings.baseId, id));
    if (n > 0) throw new ApiError(AdminCode.BaseHasTrainings, `该基地下还有${n}个培训班，不能删除；请先将这些培训班移到其他基地或删除`);
    await tx.delete(bases).where(eq(bases.id, id));
  },
  caches: [CACHE_LABELS.homeIndex],
});
