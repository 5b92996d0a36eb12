// admin/demand/get/:id (editor): a survey with its questions, as the console edits it.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminDemand } from '@/contract/wire/admin-content';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineAdminRoute } from '../guard';
import { loadAdminDemand } from './queries';

export const adminDemandGet = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminDemand> => {
    const demand = await loadAdminDemand(db, id);
    if (!demand) throw new ApiError(Code.NotFound, '该调查不存在');
    return demand;
  },
});
