// admin/live/get/:id (registrar, editor): one broadcast as the form edits it, published or not.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminLive } from '@/contract/wire/admin-course';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineAdminRoute } from '../guard';
import { LIVE_ROLES, loadAdminLive } from './queries';

export const adminLiveGet = defineAdminRoute({
  roles: LIVE_ROLES,
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminLive> => {
    const live = await loadAdminLive(db, id);
    if (!live) throw new ApiError(Code.NotFound, '直播不存在');
    return live;
  },
});
