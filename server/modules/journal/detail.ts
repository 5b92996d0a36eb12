// journal/detail/:id: one issue (/journal/{id}) with its table of contents by column, in printed
// order, each paper linking to its article; and the issues before and after it.
import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiJournalDetail, ApiJournalEntry, ApiJournalIssueLink } from '@/contract/wire/journal';
import type { Db } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { articles } from '@/server/modules/article/schema';
import { isPublicArticle } from '@/server/modules/article/visibility';
import { selectIssues } from './issues';
import { journalEntries, journals } from '../article/journal-schema';
import { isPublicJournal } from '../article/journal-visibility';

export const ZJournalDetailInput = z.object({ id: zId });

async function neighbour(db: Db, issue: { name: string; year: number; number: number }, newer: boolean): Promise<ApiJournalIssueLink | null> {
  const sameName = eq(journals.name, issue.name);
  const cmp = newer
    ? or(gt(journals.year, issue.year), and(eq(journals.year, issue.year), gt(journals.number, issue.number)))
    : or(lt(journals.year, issue.year), and(eq(journals.year, issue.year), lt(journals.number, issue.number)));
  const order = newer ? [asc(journals.year), asc(journals.number)] : [desc(journals.year), desc(journals.number)];
  return firstRow(
    db
      .select({ id: journals.id, year: journals.year, number: journals.number })
      .from(journals)
      .where(and(sameName, cmp, isPublicJournal()))
      .orderBy(...order),
  );
}

export async function getJournalDetail(db: Db, id: number): Promise<ApiJournalDetail> {
  const [issue] = await selectIssues(db, eq(journals.id, id), 1);
  if (!issue) throw new ApiError(Code.NotFound, '期刊不存在');
  const rows = await db
    .select({
      id: journalEntries.id, section: journalEntries.section, title: journalEntries.title, authors: journalEntries.authors,
      page: journalEntries.page, abstract: journalEntries.abstract, pdfId: journalEntries.pdfId, articleId: articles.id, summary: articles.summary,
    })
    .from(journalEntries)
    // A paper whose article is a draft or scheduled is listed without its link until it is public.
    .leftJoin(articles, and(eq(articles.id, journalEntries.articleId), isPublicArticle()))
    .where(eq(journalEntries.journalId, id))
    .orderBy(asc(journalEntries.sort), asc(journalEntries.page), asc(journalEntries.id));

  // Columns in the order they first appear; a column printed twice (论著) is one heading.
  const sections: ApiJournalDetail['sections'] = [];
  for (const { section, summary, abstract, pdfId, ...rest } of rows) {
    // A paper added in the console carries its own abstract and PDF; the seed's papers have their article's summary.
    const entry: ApiJournalEntry = { ...rest, summary: abstract || summary || '', pdfUrl: pdfId ? `/api/med/journal/pdf/${rest.id}` : null };
    const found = sections.find((s) => s.name === section);
    if (found) found.entries.push(entry);
    else sections.push({ name: section, entries: [entry] });
  }
  return { issue, sections, newer: await neighbour(db, issue, true), older: await neighbour(db, issue, false) };
}

export const journalDetail = defineRoute({
  input: ZJournalDetailInput,
  handler: async ({ id }, { db }): Promise<ApiJournalDetail> => getJournalDetail(db, id),
});
