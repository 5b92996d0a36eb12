// admin/journal/paper/delete/:id (editor): removes a paper from its issue, with its PDF. Audited as a change
// of the issue.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { log } from '@/server/log';
import { removePdf } from '@/server/modules/journal/pdf-store';
import { journalEntries, journalPdfs } from '@/server/modules/article/journal-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { findPaper, loadAdminJournal } from './queries';

export const adminJournalPaperDelete = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }): Promise<{ id: number }> => {
    const pdfId = await withTransaction(db, async (tx) => {
      const paper = await findPaper(tx, id);
      if (!paper) throw new ApiError(Code.NotFound, '论文不存在');
      const before = await loadAdminJournal(tx, paper.journalId);
      await tx.delete(journalEntries).where(eq(journalEntries.id, id));
      if (paper.pdfId) await tx.delete(journalPdfs).where(eq(journalPdfs.id, paper.pdfId));
      const after = await loadAdminJournal(tx, paper.journalId);
      await writeAudit(tx, { staffId: staff.id, action: 'update', kind: 'journal', itemId: paper.journalId, before, after });
      await syncSearchDocs(tx, 'journal', [paper.journalId]);
      await refreshPublic(tx, 'journal');
      return paper.pdfId;
    });
    if (pdfId) await removePdf(pdfId).catch((err: unknown) => log.error({ err }, '[journal] removing a PDF failed'));
    return { id };
  },
});
