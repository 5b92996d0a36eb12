// admin/base/get/{id} (registrar): a base with every field the console's form edits.
import { z } from 'zod';
import type { ApiAdminBase } from '@/contract/wire/admin-training';
import { zId } from '@/server/http/inputs';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { loadAdminBase } from './view';

export const adminBaseGet = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminBase> => loadAdminBase(db, id),
});
