// admin/journal/save (editor): creates (no id) or changes an issue: name, year and number, cover, summary,
// issue date, published or not. Its papers are saved one at a time (admin/journal/paper/*), so a form
// never nears the body size limit. One audit row and a cache refresh with the change; the search document
// follows (an unpublished issue has none).
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { JOURNAL_LIMITS } from '@/contract/wire/admin-content';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zText } from '@/server/http/inputs';
import { journals } from '@/server/modules/article/journal-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { refreshPublic } from '../fresh';
import { saveAudited } from '../save-audited';
import { defineAdminRoute } from '../guard';
import { saveAction, zMinute, zPictureUrl, zPublishStatus, zSaveId } from '../content-inputs';
import { loadAdminJournal } from './queries';

export const ZAdminJournalSaveInput = z.object({
  id: zSaveId,
  name: zText(JOURNAL_LIMITS.name, '刊名').refine((s) => s.length > 0, '请填写刊名'),
  year: z.string({ error: '请填写年份' }).regex(/^(19|20)\d{2}$/, '年份应为四位数字，如 2025').transform(Number),
  number: z.string({ error: '请填写期号' }).regex(/^[1-9]\d?$/, '期号应为 1 到 99 的数字').transform(Number),
  cover: zPictureUrl('封面', JOURNAL_LIMITS.cover),
  summary: zText(JOURNAL_LIMITS.summary, '简介').optional().transform((s) => s ?? ''),
  publishedAt: zMinute('出版日期'),
  status: zPublishStatus,
});

export const adminJournalSave = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminJournalSaveInput,
  handler: async ({ id, status, ...fields }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = id === undefined ? null : await loadAdminJournal(tx, id);
      if (id !== undefined && !before) throw new ApiError(Code.NotFound, '期刊不存在');
      const [taken] = await tx
        .select({ id: journals.id })
        .from(journals)
        .where(and(eq(journals.name, fields.name), eq(journals.year, fields.year), eq(journals.number, fields.number), id ? ne(journals.id, id) : undefined))
        .limit(1);
      if (taken) throw new ApiError(Code.Conflict, `《${fields.name}》${fields.year}年第${fields.number}期已存在`);
      const savedId = await saveAudited(tx, {
        table: journals, kind: 'journal', staffId: staff.id, id, before, load: loadAdminJournal,
        values: { ...fields, isPublished: status === 'published' }, action: () => saveAction(before?.status ?? null, status),
      });
      await syncSearchDocs(tx, 'journal', [savedId]);
      await refreshPublic(tx, 'journal');
      return { id: savedId };
    }),
});
