// admin/article/delete/{id} (editor): removes an article, its tags and documents. A journal paper is
// refused: its issue's table of contents refers to it (unpublish it, or change the issue, instead).
import { count, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { ApiError } from '@/server/http/api-error';
import { articles } from '@/server/modules/article/schema';
import { journalEntries } from '@/server/modules/article/journal-schema';
import { loadAdminArticle } from './view';
import { defineAdminDelete, deleteTaggedItem } from '@/server/modules/admin/delete';

export const adminArticleDelete = defineAdminDelete({
  roles: ['editor'],
  kind: 'article',
  load: loadAdminArticle,
  remove: async (tx, id) => {
    await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(journalEntries).where(eq(journalEntries.articleId, id));
    if (n > 0) throw new ApiError(AdminCode.ContentInUse, '该文章是期刊目录中的论文，不能删除；如需隐藏，请改为草稿');
    await deleteTaggedItem(tx, 'article', id);
  },
});
