// activity/list: competitions, those open for entries first, optionally of one status, paged.
import { and, asc, count, desc } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiPage } from '@/contract/api-types';
import type { ApiActivityCard } from '@/contract/wire/activity';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { activityColumns, toApiActivityCard } from './cards';
import { activities } from './schema';
import { ACTIVITY_STATUSES, activityRank, activityStatusWhere, isPublicActivity, type ActivityStatus } from './status';

export const ZActivityListInput = z.object({
  ...zPaging(10),
  status: z.enum(ACTIVITY_STATUSES as [ActivityStatus, ...ActivityStatus[]], { error: '状态不正确' }).optional(),
});

export const activityList = defineRoute({
  // docs/product.md §2: the competition pages need login; their API does too.
  auth: 'user',
  input: ZActivityListInput,
  handler: async ({ page, pageSize, status }, { db }): Promise<ApiPage<ApiActivityCard>> => {
    const now = new Date();
    const where = and(isPublicActivity(), status ? activityStatusWhere(status, now) : undefined);
    const { offset, limit } = pageWindow({ page, pageSize });
    const [rows, [{ n }]] = await Promise.all([
      db
        .select(activityColumns)
        .from(activities)
        .where(where)
        .orderBy(asc(activityRank(now)), desc(activities.startAt), asc(activities.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(activities).where(where),
    ]);
    return { list: rows.map((r) => toApiActivityCard(r, now)), total: n, page, pageSize };
  },
});
