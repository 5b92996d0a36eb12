// admin/article/publish (editor): the list's bulk action. status=published publishes the chosen drafts
// (now, or at the later time a draft was given); status=draft takes published ones off every public page
// at once. One audit row per article that changed, one transaction, the caches cleared once.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { articles } from '@/server/modules/article/schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { getJobs } from '@/server/jobs';
import { schedulePublishJob } from '@/server/jobs/publish';
import { publishTimeOf } from './save';
import { loadAdminArticle } from './view';

export const ZArticlePublishInput = z.object({
  ids: z.array(zId, '请选择文章').min(1, '请选择文章').max(100, '一次最多100篇'),
  status: z.enum(['draft', 'published'], '状态须为草稿（draft）或发布（published）'),
});

export const adminArticlePublish = defineAdminRoute({
  roles: ['editor'],
  input: ZArticlePublishInput,
  handler: async ({ ids, status }, { db, staff }): Promise<{ changed: number }> => {
    const unique = [...new Set(ids)];
    const scheduled: { id: number; at: Date }[] = [];
    const changed = await withTransaction(db, async (tx) => {
      const rows = await tx.select({ id: articles.id, status: articles.status, at: articles.publishedAt })
        .from(articles).where(inArray(articles.id, unique)).for('update');
      if (rows.length !== unique.length) throw new ApiError(Code.NotFound, '文章不存在或已删除');
      const toChange = rows.filter((r) => r.status !== status);
      for (const row of toChange) {
        const before = await loadAdminArticle(tx, row.id);
        const publishedAt = status === 'published' ? publishTimeOf(row.at) : row.at;
        await tx.update(articles).set({ status, publishedAt }).where(eq(articles.id, row.id));
        const after = await loadAdminArticle(tx, row.id);
        if (after.phase === 'scheduled') scheduled.push({ id: row.id, at: publishedAt });
        await writeAudit(tx, {
          staffId: staff.id, action: status === 'published' ? 'publish' : 'unpublish', kind: 'article', itemId: row.id, before, after,
        });
      }
      if (toChange.length) {
        await syncSearchDocs(tx, 'article', toChange.map((r) => r.id));
        await refreshPublic(tx, 'article');
      }
      return toChange.length;
    });
    for (const s of scheduled) await schedulePublishJob(getJobs(), s.id, s.at);
    return { changed };
  },
});
