// admin/training/get/{id} (registrar): a class with every field the console's form edits.
import { z } from 'zod';
import type { ApiAdminTraining } from '@/contract/wire/admin-training';
import { zId } from '@/server/http/inputs';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { loadAdminTraining } from './view';

export const adminTrainingGet = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminTraining> => loadAdminTraining(db, id),
});
