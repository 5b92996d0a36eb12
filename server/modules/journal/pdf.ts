// journal/pdf/:paperId (GET): a paper's PDF as a download, for anyone, while its issue is published; an
// unpublished issue's PDF answers exactly like a missing one.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { downloadPdf } from './pdf-store';
import { journalEntries, journalPdfs, journals } from '../article/journal-schema';
import { isPublicJournal } from '../article/journal-visibility';

export const journalPdf = defineRoute({
  methods: ['GET'],
  input: z.object({ paperId: zId }),
  handler: async ({ paperId }, { db }) => {
    const [row] = await db
      .select({ id: journalPdfs.id, fileName: journalPdfs.fileName })
      .from(journalEntries)
      .innerJoin(journals, eq(journals.id, journalEntries.journalId))
      .innerJoin(journalPdfs, eq(journalPdfs.id, journalEntries.pdfId))
      .where(and(eq(journalEntries.id, paperId), isPublicJournal()))
      .limit(1);
    const notFound = new ApiError(Code.NotFound, '全文 PDF 不存在');
    const file = row ? await downloadPdf(row.id, 'application/pdf', row.fileName) : null;
    if (!file) throw notFound;
    return file;
  },
});
