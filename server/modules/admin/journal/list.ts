// admin/journal/list (editor): every issue, published or not, newest first; filters: year, status, q (name).
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminJournalRow } from '@/contract/wire/admin-content';
import { formatChinaMinute } from '@/contract/time';
import { zText } from '@/server/http/inputs';
import { journalEntries, journals } from '@/server/modules/article/journal-schema';
import { zAdminPage } from '../list-inputs';
import { defineAdminRoute } from '../guard';
import { publishedAndNamed, statusOf, zStatusFilter } from '../content-inputs';
import { newestFirst } from '../newest-first';

export const ZAdminJournalListInput = z.object({
  ...zAdminPage,
  year: z.string().regex(/^(19|20)\d{2}$/, '年份不正确').transform(Number).optional().or(z.literal('').transform(() => undefined)),
  status: zStatusFilter,
  q: zText(60, '关键词').optional(),
});

export const adminJournalList = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminJournalListInput,
  handler: async ({ page, size, year, status, q }, { db }): Promise<ApiAdminPage<ApiAdminJournalRow>> => {
    const where: SQL | undefined = and(
      year === undefined ? undefined : eq(journals.year, year),
      publishedAndNamed(journals.isPublished, journals.name, status, q),
    );
    // Table names spelled out: in a one-table select Drizzle leaves columns unqualified.
    const paperCount = sql<number>`(select count(*) from ${journalEntries} where ${journalEntries}.journal_id = ${journals}.id)`.mapWith(Number);
    const query = db
      .select({
        id: journals.id, name: journals.name, year: journals.year, number: journals.number, cover: journals.cover,
        isPublished: journals.isPublished, publishedAt: journals.publishedAt, paperCount,
      })
      .from(journals)
      .where(where)
      .$dynamic();
    const rows = await newestFirst(query, [journals.year, journals.number, journals.id], size, (page - 1) * size);
    const [{ n }] = await db.select({ n: count() }).from(journals).where(where);
    return {
      list: rows.map(({ isPublished, publishedAt, paperCount: papers, ...r }) => ({
        ...r, status: statusOf(isPublished), publishedAt: formatChinaMinute(publishedAt), paperCount: Number(papers),
      })),
      total: n,
    };
  },
});
