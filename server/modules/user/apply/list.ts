// user/apply/list: my applications to host a training class, newest first, with their status.
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiApplicationList } from '@/contract/wire/user-apply';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { regionLabels } from '@/server/modules/user/training/queries';
import { requireArea } from '../scope';
import { toWireApplication } from './queries';
import { trainingApplications } from './schema';

export const userApplyList = defineRoute({
  input: z.object({ ...zPaging(10) }),
  auth: 'user',
  handler: async (input, { db, session: { user } }): Promise<ApiApplicationList> => {
    requireArea(user, 'apply');
    const { offset, limit } = pageWindow(input);
    const rows = await db
      .select()
      .from(trainingApplications)
      .where(eq(trainingApplications.userId, user.id))
      .orderBy(desc(trainingApplications.createdAt), desc(trainingApplications.id))
      .offset(offset)
      .limit(limit);
    const [{ n }] = await db.select({ n: count() }).from(trainingApplications).where(eq(trainingApplications.userId, user.id));
    const regions = await regionLabels(db);
    return {
      list: rows.map((r) => toWireApplication(r, regions)), total: n, page: input.page, pageSize: input.pageSize,
      defaults: { organisation: user.workUnit, contactName: user.name, contactPhone: user.phone },
    };
  },
});
