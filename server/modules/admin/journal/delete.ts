// admin/journal/delete/:id (editor): removes an issue with its papers and their PDFs. A published issue is
// refused: readers may be on it, so it is taken down (unpublished) first, deliberately.
import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { log } from '@/server/log';
import { removePdf } from '@/server/modules/journal/pdf-store';
import { journalEntries, journalPdfs, journals } from '@/server/modules/article/journal-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { loadAdminJournal } from './queries';

export const adminJournalDelete = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }): Promise<{ id: number }> => {
    const pdfIds = await withTransaction(db, async (tx) => {
      const before = await loadAdminJournal(tx, id);
      if (!before) throw new ApiError(Code.NotFound, '期刊不存在');
      if (before.status === 'published') throw new ApiError(Code.Conflict, '该期刊已发布，读者可能正在阅读；请先下线再删除');
      const pdfs = await tx
        .select({ id: journalEntries.pdfId })
        .from(journalEntries)
        .where(and(eq(journalEntries.journalId, id), isNotNull(journalEntries.pdfId)));
      const ids = pdfs.map((p) => p.id).filter((v): v is string => v !== null);
      await tx.delete(journals).where(eq(journals.id, id));
      if (ids.length) await tx.delete(journalPdfs).where(inArray(journalPdfs.id, ids));
      await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: 'journal', itemId: id, before, after: null });
      await syncSearchDocs(tx, 'journal', [id]);
      await refreshPublic(tx, 'journal');
      return ids;
    });
    // Files go after the commit: a failed transaction must not have lost them.
    await Promise.all(pdfIds.map((p) => removePdf(p).catch((err: unknown) => log.error({ err }, '[journal] removing a PDF failed'))));
    return { id };
  },
});
