// The console's view of a journal issue: every issue, published or not, with its papers in printed order.
// The same shape is the audit row's before/after, so the trail shows what the editor saw.
import { asc, eq } from 'drizzle-orm';
import type { ApiAdminJournal, ApiAdminJournalPaper } from '@/contract/wire/admin-content';
import { formatChinaMinute } from '@/contract/time';
import type { Db } from '@/server/db/client';
import { journalEntries, journalPdfs, journals } from '@/server/modules/article/journal-schema';
import { statusOf } from '../content-inputs';

export async function loadAdminPapers(db: Db, journalId: number): Promise<ApiAdminJournalPaper[]> {
  const rows = await db
    .select({ paper: journalEntries, pdfName: journalPdfs.fileName, pdfSize: journalPdfs.sizeBytes })
    .from(journalEntries)
    .leftJoin(journalPdfs, eq(journalPdfs.id, journalEntries.pdfId))
    .where(eq(journalEntries.journalId, journalId))
    .orderBy(asc(journalEntries.sort), asc(journalEntries.page), asc(journalEntries.id));
  return rows.map(({ paper: p, pdfName, pdfSize }) => ({
    id: p.id, section: p.section, title: p.title, authors: p.authors, page: p.page, abstract: p.abstract,
    pdf: p.pdfId && pdfName !== null ? { id: p.pdfId, name: pdfName, size: pdfSize ?? 0 } : null,
    articleId: p.articleId,
  }));
}

/** An issue as the console edits it, or undefined. */
export async function loadAdminJournal(db: Db, id: number): Promise<ApiAdminJournal | undefined> {
  const [row] = await db.select().from(journals).where(eq(journals.id, id)).limit(1);
  if (!row) return undefined;
  return {
    id: row.id, name: row.name, year: row.year, number: row.number, cover: row.cover, summary: row.summary,
    publishedAt: formatChinaMinute(row.publishedAt), status: statusOf(row.isPublished),
    papers: await loadAdminPapers(db, id),
  };
}

/** A paper and its issue id, or undefined. */
export async function findPaper(db: Db, id: number) {
  const [row] = await db.select().from(journalEntries).where(eq(journalEntries.id, id)).limit(1);
  return row;
}
