// admin/journal/paper/move/:id (editor): moves a paper one place up or down in its issue's printed order.
// The order is renumbered 1..n on every move, so papers of the seed with equal sort values settle too.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { journalEntries } from '@/server/modules/article/journal-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { findPaper, loadAdminJournal } from './queries';

export const adminJournalPaperMove = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId, direction: z.enum(['up', 'down'], { error: '移动方向应为 up 或 down' }) }),
  handler: async ({ id, direction }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const paper = await findPaper(tx, id);
      if (!paper) throw new ApiError(Code.NotFound, '论文不存在');
      const before = await loadAdminJournal(tx, paper.journalId);
      const ids = (
        await tx
          .select({ id: journalEntries.id })
          .from(journalEntries)
          .where(eq(journalEntries.journalId, paper.journalId))
          .orderBy(asc(journalEntries.sort), asc(journalEntries.page), asc(journalEntries.id))
      ).map((r) => r.id);
      const at = ids.indexOf(id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= ids.length) throw new ApiError(Code.BadInput, direction === 'up' ? '已是第一篇' : '已是最后一篇');
      [ids[at], ids[to]] = [ids[to], ids[at]];
      for (const [k, paperId] of ids.entries()) await tx.update(journalEntries).set({ sort: k + 1 }).where(eq(journalEntries.id, paperId));
      const after = await loadAdminJournal(tx, paper.journalId);
      await writeAudit(tx, { staffId: staff.id, action: 'update', kind: 'journal', itemId: paper.journalId, before, after });
      await syncSearchDocs(tx, 'journal', [paper.journalId]);
      await refreshPublic(tx, 'journal');
      return { id };
    }),
});
