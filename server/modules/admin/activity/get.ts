// admin/activity/get/:id (editor): a case competition as the console edits it.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminActivity } from '@/contract/wire/admin-content';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineAdminRoute } from '../guard';
import { loadAdminActivity } from './queries';

export const adminActivityGet = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminActivity> => {
    const activity = await loadAdminActivity(db, id);
    if (!activity) throw new ApiError(Code.NotFound, '该大赛不存在');
    return activity;
  },
});
