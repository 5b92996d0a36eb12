// admin/article/delete/{id} (editor): removes an article, its tags and documents. A journal paper is
// refused: its issue's table of contents refers to it (unpublish it, or change the issue, instead).
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { articles } from '@/server/modules/article/schema';
import { journalEntries } from '@/server/modules/article/journal-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { itemTags } from '@/server/modules/common/tag-schema';
import { loadAdminArticle } from './view';

export const adminArticleDelete = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = await loadAdminArticle(tx, id);
      await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(journalEntries).where(eq(journalEntries.articleId, id));
      if (n > 0) throw new ApiError(AdminCode.ContentInUse, '该文章是期刊目录中的论文，不能删除；如需隐藏，请改为草稿');
      await tx.delete(itemTags).where(and(eq(itemTags.itemType, 'article'), eq(itemTags.itemId, id)));
      await tx.delete(articles).where(eq(articles.id, id));
      await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: 'article', itemId: id, before, after: null });
      await syncSearchDocs(tx, 'article', [id]);
      await refreshPublic(tx, 'article');
      return { id };
    }),
});
