// admin/activity/list (editor): every case competition, published or not, newest first; filters: status, q.
import { count } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminActivityRow } from '@/contract/wire/admin-content';
import { formatChinaMinute } from '@/contract/time';
import { zText } from '@/server/http/inputs';
import { activities } from '@/server/modules/activity/schema';
import { activityStatus } from '@/server/modules/activity/status';
import { zAdminPage } from '../list-inputs';
import { defineAdminRoute } from '../guard';
import { publishedAndNamed, statusOf, zStatusFilter } from '../content-inputs';
import { entryCountSql } from './queries';
import { newestFirst } from '../newest-first';

export const adminActivityList = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ ...zAdminPage, status: zStatusFilter, q: zText(60, '关键词').optional() }),
  handler: async ({ page, size, status, q }, { db }): Promise<ApiAdminPage<ApiAdminActivityRow>> => {
    const where = publishedAndNamed(activities.isPublished, activities.title, status, q);
    const query = db.select({ a: activities, entryCount: entryCountSql }).from(activities).where(where).$dynamic();
    const rows = await newestFirst(query, [activities.startAt, activities.id], size, (page - 1) * size);
    const [{ n }] = await db.select({ n: count() }).from(activities).where(where);
    const now = new Date();
    return {
      list: rows.map(({ a, entryCount }) => ({
        id: a.id, title: a.title, status: statusOf(a.isPublished), stage: activityStatus(a, now),
        startAt: formatChinaMinute(a.startAt), deadline: formatChinaMinute(a.deadline), endAt: formatChinaMinute(a.endAt), entryCount,
      })),
      total: n,
    };
  },
});
