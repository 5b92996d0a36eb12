// admin/demand/list (editor): every survey, published or not, newest first; filters: status, q.
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminDemandRow } from '@/contract/wire/admin-content';
import { formatChinaMinute } from '@/contract/time';
import { zText } from '@/server/http/inputs';
import { demandAnswers, demandQuestions, demands } from '@/server/modules/demand/schema';
import { demandStatus } from '@/server/modules/demand/status';
import { zAdminPage } from '../list-inputs';
import { defineAdminRoute } from '../guard';
import { publishedAndNamed, statusOf, zStatusFilter } from '../content-inputs';
import { newestFirst } from '../newest-first';

// Table names spelled out: in a one-table select Drizzle leaves columns unqualified.
const questionCount = sql<number>`(select count(*) from ${demandQuestions} where ${demandQuestions}.demand_id = ${demands}.id)`.mapWith(Number);
const answerCount = sql<number>`(select count(*) from ${demandAnswers} where ${demandAnswers}.demand_id = ${demands}.id)`.mapWith(Number);

export const adminDemandList = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ ...zAdminPage, status: zStatusFilter, q: zText(60, '关键词').optional() }),
  handler: async ({ page, size, status, q }, { db }): Promise<ApiAdminPage<ApiAdminDemandRow>> => {
    const where = publishedAndNamed(demands.isPublished, demands.title, status, q);
    const query = db.select({ d: demands, questionCount, answerCount }).from(demands).where(where).$dynamic();
    const rows = await newestFirst(query, [demands.startAt, demands.id], size, (page - 1) * size);
    const [{ n }] = await db.select({ n: count() }).from(demands).where(where);
    const now = new Date();
    return {
      list: rows.map(({ d, ...counts }) => ({
        id: d.id, title: d.title, status: statusOf(d.isPublished), stage: demandStatus(d, now),
        startAt: formatChinaMinute(d.startAt), endAt: formatChinaMinute(d.endAt), ...counts,
      })),
      total: n,
    };
  },
});
