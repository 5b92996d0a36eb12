// journal/list: the issues of the society's journal by year (/journal), newest first; `year` narrows
// the list to one year. Years come with their counts so the page can offer them as filters.
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiJournalList } from '@/contract/wire/journal';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { selectIssues } from './issues';
import { journals } from '../article/journal-schema';
import { isPublicJournal } from '../article/journal-visibility';

/** Issues shown without a year filter: about ten years of a bimonthly. */
export const JOURNAL_LIST_LIMIT = 60;

export const ZJournalListInput = z.object({
  year: z.string().regex(/^(19|20)\d{2}$/, '年份不正确').transform(Number).optional(),
});

export async function listJournals(db: Db, year: number | undefined): Promise<ApiJournalList> {
  const years = await db
    .select({ year: journals.year, count: count() })
    .from(journals)
    .where(isPublicJournal())
    .groupBy(journals.year)
    .orderBy(desc(journals.year));
  if (year !== undefined && !years.some((y) => y.year === year)) throw new ApiError(Code.NotFound, '该年份没有期刊');
  const issues = await selectIssues(db, year === undefined ? undefined : eq(journals.year, year), JOURNAL_LIST_LIMIT);
  return { years, issues };
}

export const journalList = defineRoute({
  input: ZJournalListInput,
  handler: async ({ year }, { db }): Promise<ApiJournalList> => listJournals(db, year),
});
