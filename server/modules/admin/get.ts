// The shape every console read of one item shares (docs/product.md §10): admin/<kind>/get/{id} answers the item
// as the console's form edits it, published or not, or NotFound with the kind's own message.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { StaffRole } from '@/contract/staff';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import type { AnyRoute } from '@/server/http/route';
import { defineAdminRoute } from './guard';

/**
 * Declares admin/<kind>/get/{id} over `load`; `missing` is the message when there is no such item (left out where
 * `load` answers NotFound itself, as the loaders the save and delete routes share do).
 */
export function defineAdminGet<T>(
  roles: readonly StaffRole[],
  load: (db: Db, id: number) => Promise<T | null | undefined>,
  missing?: string,
): AnyRoute {
  return defineAdminRoute({
    roles,
    input: z.object({ id: zId }),
    handler: async ({ id }, { db }): Promise<T> => {
      const item = await load(db, id);
      if (!item) throw new ApiError(Code.NotFound, missing);
      return item;
    },
  });
}
