// Journal issues as cards (ApiJournalIssue): the one query and the one reshaping for both endpoints.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ApiJournalIssue } from '@/contract/wire/journal';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { journalEntries, journals } from '../article/journal-schema';
import { isPublicJournal } from '../article/journal-visibility';

type IssueRow = Omit<typeof journals.$inferSelect, 'updatedAt' | 'isPublished'> & { paperCount: number };

export function toApiJournalIssue(row: IssueRow): ApiJournalIssue {
  return {
    id: row.id, name: row.name, year: row.year, number: row.number, cover: row.cover, summary: row.summary,
    publishedAt: toSeconds(row.publishedAt), paperCount: row.paperCount,
  };
}

/** Issues that are public (published by an editor) and match `where`, newest first, each with its number of papers. */
export async function selectIssues(db: Db, where: SQL | undefined, limit: number): Promise<ApiJournalIssue[]> {
  const papers = db
    .select({ journalId: journalEntries.journalId, n: count().as('n') })
    .from(journalEntries)
    .groupBy(journalEntries.journalId)
    .as('papers');
  const rows = await db
    .select({
      id: journals.id, name: journals.name, year: journals.year, number: journals.number, cover: journals.cover,
      summary: journals.summary, publishedAt: journals.publishedAt, paperCount: papers.n,
    })
    .from(journals)
    .leftJoin(papers, eq(papers.journalId, journals.id))
    .where(and(isPublicJournal(), where))
    .orderBy(desc(journals.year), desc(journals.number), desc(journals.id))
    .limit(limit);
  return rows.map((r) => toApiJournalIssue({ ...r, paperCount: Number(r.paperCount ?? 0) }));
}
