// The shape the console's show/hide switches share for items with an is_published flag (courses, broadcasts):
// in one transaction, the item is loaded as the audit row keeps it, a no-op switch answers at once, the domain
// may refuse showing an item that is not ready, the flag and the item's search entry change, the audit row
// records publish or unpublish, and the public caches that show the kind are cleared when it commits.
import { z } from 'zod';
import type { StaffRole } from '@/contract/staff';
import { withTransaction, type Tx } from '@/server/db/client';
import type { AnyRoute } from '@/server/http/route';
import { zId } from '@/server/http/inputs';
import { syncSearchDocs } from '@/server/modules/search/documents';
import type { SearchItemType } from '@/server/modules/search/schema';
import { writeAudit } from './audit';
import { refreshPublic } from './fresh';
import { defineAdminRoute } from './guard';

export type AdminPublish<V extends { isPublished: boolean }> = {
  roles: readonly StaffRole[];
  /** The audit kind, the search item type and the cache-bus kind of refreshPublic. */
  kind: SearchItemType;
  /** The item as the audit keeps it; NotFound for an unknown id. */
  load: (tx: Tx, id: number) => Promise<V>;
  /** Refuses (ApiError) showing an item that is not ready yet; only called when it is about to be shown. */
  readyToShow?: (tx: Tx, id: number) => Promise<void>;
  /** Writes the flag. */
  write: (tx: Tx, id: number, isPublished: boolean) => Promise<void>;
};

/** Declares admin/<kind>/publish/{id}?published=1|0; answers { id, isPublished }. */
export function defineAdminPublish<V extends { isPublished: boolean }>(def: AdminPublish<V>): AnyRoute {
  return defineAdminRoute({
    roles: def.roles,
    input: z.object({ id: zId, published: z.enum(['1', '0'], '发布状态不正确') }),
    handler: async ({ id, published }, { db, staff }): Promise<{ id: number; isPublished: boolean }> => {
      const isPublished = published === '1';
      return withTransaction(db, async (tx) => {
        const before = await def.load(tx, id);
        if (before.isPublished === isPublished) return { id, isPublished };
        if (isPublished) await def.readyToShow?.(tx, id);
        await def.write(tx, id, isPublished);
        await syncSearchDocs(tx, def.kind, [id]);
        await writeAudit(tx, { staffId: staff.id, action: isPublished ? 'publish' : 'unpublish', kind: def.kind, itemId: id, before, after: { ...before, isPublished } });
        await refreshPublic(tx, def.kind);
        return { id, isPublished };
      });
    },
  });
}
