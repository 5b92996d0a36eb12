// journal/pdf/:paperId (GET): a paper's PDF as a download, for anyone, while its issue is published; an
// unpublished issue's PDF answers exactly like a missing one.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute, SendFile } from '@/server/http/route';
import { pdfKey, storedPdfSize } from './pdf-store';
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
    if (!row) throw notFound;
    const size = await storedPdfSize(row.id);
    if (size === null) throw notFound;
    return new SendFile({ key: pdfKey(row.id), size, contentType: 'application/pdf', fileName: row.fileName });
  },
});
