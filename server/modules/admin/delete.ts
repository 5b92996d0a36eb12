// The shape every console delete shares (docs/product.md §10): in one transaction, the item is loaded as the
// audit row keeps it, the domain refuses (ApiError) or removes it with what hangs on it, the audit row
// records the deletion, and the public caches that showed it are cleared when the transaction commits.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CacheLabel } from '@/contract/cache-labels';
import type { StaffRole } from '@/contract/staff';
import { withTransaction, type Tx } from '@/server/db/client';
import type { AnyRoute } from '@/server/http/route';
import { zId } from '@/server/http/inputs';
import { articles } from '@/server/modules/article/schema';
import { itemTags, type TaggedItemType } from '@/server/modules/common/tag-schema';
import { courses } from '@/server/modules/course/schema';
import { lives } from '@/server/modules/live/schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { trainings } from '@/server/modules/training/schema';
import { writeAudit } from './audit';
import { refreshPublic } from './fresh';
import { defineAdminRoute } from './guard';

export type AdminDelete<V> = {
  roles: readonly StaffRole[];
  /** The audit kind, and the cache-bus kind of refreshPublic. */
  kind: string;
  /** The item as the audit keeps it (take any lock here, before reading); NotFound for an unknown id. */
  load: (tx: Tx, id: number) => Promise<V>;
  /** Refuses with the reason, or deletes the item and what goes with it (tags, search entries). */
  remove: (tx: Tx, id: number, before: V) => Promise<void>;
  /** Caches to clear besides the kind's own. */
  caches?: CacheLabel[];
};

/** Declares admin/<kind>/delete/{id}; answers { id }. */
export function defineAdminDelete<V>(def: AdminDelete<V>): AnyRoute {
  return defineAdminRoute({
    roles: def.roles,
    input: z.object({ id: zId }),
    handler: async ({ id }, { db, staff }): Promise<{ id: number }> =>
      withTransaction(db, async (tx) => {
        const before = await def.load(tx, id);
        await def.remove(tx, id, before);
        await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: def.kind, itemId: id, before, after: null });
        await refreshPublic(tx, def.kind, def.caches);
        return { id };
      }),
  });
}

const TAGGED_TABLES = { article: articles, course: courses, live: lives, training: trainings };

/**
 * Deletes a tagged, searchable item once its delete is allowed: its tags (they point at it by type and id
 * only, with no foreign key), its row (what hangs on it by foreign key goes with it) and its search entry.
 */
export async function deleteTaggedItem(tx: Tx, type: TaggedItemType, id: number): Promise<void> {
  const table = TAGGED_TABLES[type];
  await tx.delete(itemTags).where(and(eq(itemTags.itemType, type), eq(itemTags.itemId, id)));
  await tx.delete(table).where(eq(table.id, id));
  await syncSearchDocs(tx, type, [id]);
}
