// admin/journal/paper/save (editor): adds a paper to an issue (no id; it goes last) or changes one: column,
// title, authors, first page, abstract (plain text) and its PDF (an id from admin/upload/pdf, or empty for
// none). A PDF a paper no longer refers to is removed with its file. Audited as a change of the issue.
import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { JOURNAL_LIMITS } from '@/contract/wire/admin-content';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { isUploadId } from '@/server/http/upload-store';
import { zId, zText } from '@/server/http/inputs';
import { log } from '@/server/log';
import { removePdf } from '@/server/modules/journal/pdf-store';
import { journalEntries, journalPdfs } from '@/server/modules/article/journal-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { zSaveId } from '../content-inputs';
import { findPaper, loadAdminJournal } from './queries';

const required = (max: number, label: string) => zText(max, label).refine((s) => s.length > 0, `请填写${label}`);

export const ZAdminPaperSaveInput = z.object({
  id: zSaveId,
  journalId: zId,
  section: required(JOURNAL_LIMITS.section, '栏目'),
  title: required(JOURNAL_LIMITS.title, '题目'),
  authors: required(JOURNAL_LIMITS.authors, '作者'),
  page: z.string({ error: '请填写起始页码' }).regex(/^[1-9]\d{0,3}$/, '起始页码应为 1 到 9999 的数字').transform(Number),
  abstract: zText(JOURNAL_LIMITS.abstract, '摘要').optional().transform((s) => s ?? ''),
  pdfId: z
    .string()
    .optional()
    .refine((s) => !s || isUploadId(s), 'PDF 文件编号不正确')
    .transform((s) => s || null),
});

export const adminJournalPaperSave = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminPaperSaveInput,
  handler: async ({ id, journalId, ...fields }, { db, staff }): Promise<{ id: number }> => {
    const { savedId, dropped } = await withTransaction(db, async (tx) => {
      const before = await loadAdminJournal(tx, journalId);
      if (!before) throw new ApiError(Code.NotFound, '期刊不存在');
      const old = id === undefined ? undefined : await findPaper(tx, id);
      if (id !== undefined && (!old || old.journalId !== journalId)) throw new ApiError(Code.NotFound, '论文不存在');
      if (fields.pdfId) {
        const [pdf] = await tx.select({ id: journalPdfs.id }).from(journalPdfs).where(eq(journalPdfs.id, fields.pdfId)).limit(1);
        if (!pdf) throw new ApiError(Code.BadInput, 'PDF 文件不存在，请重新上传');
        const [used] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.pdfId, fields.pdfId)).limit(1);
        if (used && used.id !== id) throw new ApiError(Code.Conflict, '该 PDF 已属于另一篇论文，请重新上传');
      }
      let paperId: number;
      if (old) {
        await tx.update(journalEntries).set(fields).where(eq(journalEntries.id, old.id));
        paperId = old.id;
      } else {
        const [{ last }] = await tx.select({ last: max(journalEntries.sort) }).from(journalEntries).where(eq(journalEntries.journalId, journalId));
        const [row] = await tx.insert(journalEntries).values({ ...fields, journalId, sort: (last ?? 0) + 1 }).returning({ id: journalEntries.id });
        paperId = row.id;
      }
      const replaced = old?.pdfId && old.pdfId !== fields.pdfId ? old.pdfId : null;
      if (replaced) await tx.delete(journalPdfs).where(and(eq(journalPdfs.id, replaced)));
      const after = await loadAdminJournal(tx, journalId);
      await writeAudit(tx, { staffId: staff.id, action: 'update', kind: 'journal', itemId: journalId, before, after });
      await syncSearchDocs(tx, 'journal', [journalId]);
      await refreshPublic(tx, 'journal');
      return { savedId: paperId, dropped: replaced };
    });
    if (dropped) await removePdf(dropped).catch((err: unknown) => log.error({ err }, '[journal] removing a PDF failed'));
    return { id: savedId };
  },
});
