// admin/live/publish/:id (registrar, editor): shows (published=1) or hides (published=0) a broadcast on the
// public site at once, from the list without opening the form.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { lives } from '@/server/modules/live/schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { LIVE_ROLES, loadAdminLive } from './queries';

export const adminLivePublish = defineAdminRoute({
  roles: LIVE_ROLES,
  input: z.object({ id: zId, published: z.enum(['1', '0'], '发布状态不正确') }),
  handler: async ({ id, published }, { db, staff }): Promise<{ id: number; isPublished: boolean }> => {
    const isPublished = published === '1';
    return withTransaction(db, async (tx) => {
      const before = await loadAdminLive(tx, id);
      if (!before) throw new ApiError(Code.NotFound, '直播不存在');
      if (before.isPublished === isPublished) return { id, isPublished };
      await tx.update(lives).set({ isPublished }).where(eq(lives.id, id));
      await syncSearchDocs(tx, 'live', [id]);
      await writeAudit(tx, { staffId: staff.id, action: isPublished ? 'publish' : 'unpublish', kind: 'live', itemId: id, before, after: { ...before, isPublished } });
      await refreshPublic(tx, 'live');
      return { id, isPublished };
    });
  },
});
