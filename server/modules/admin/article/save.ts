// admin/article/save (editor): creates an article (no id) or changes one, in one transaction with its tags,
// its audit row, its search document and the public caches cleared, so every page shows the change at once.
// The HTML is sanitized here, on save, with the rules the public article renders with (server/http/
// sanitize-html.ts): a stored <script>, event handler or javascript: link never exists to reach a visitor.
// A published article with a future publishAt is scheduled: public queries hide it until then
// (server/modules/article/visibility.ts) and the publish job clears the caches at that moment.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ARTICLE_LIMITS, type ApiAdminArticle } from '@/contract/wire/admin-article';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { sanitizeRichText } from '@/server/http/sanitize-html';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { findArticleCategory } from '@/server/modules/article/categories';
import { zNewsPath } from '@/server/modules/article/list';
import { articles } from '@/server/modules/article/schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { htmlToText } from '@/server/modules/search/sources';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { getJobs } from '@/server/jobs';
import { schedulePublishJob } from '@/server/jobs/publish';
import { fieldError, zFlag, zList, zMoment, zOptionalText, zRequired, zSiteOrHttps } from './inputs';
import { loadAdminArticle } from './view';

export const ZArticleSaveInput = z.object({
  id: zId.optional(),
  title: zRequired(ARTICLE_LIMITS.title, '标题'),
  path: z.string('请选择栏目').pipe(zNewsPath),
  content: z.string('请填写正文').max(ARTICLE_LIMITS.contentChars, `正文不能超过${ARTICLE_LIMITS.contentChars}个字符`),
  status: z.enum(['draft', 'published'], '状态须为草稿（draft）或发布（published）'),
  publishAt: zMoment('发布时间').optional(),
  summary: zOptionalText(ARTICLE_LIMITS.summary, '摘要').optional().transform((v) => v ?? ''),
  cover: z.union([z.literal(''), zSiteOrHttps('封面')]).optional().transform((v) => v || null),
  source: zOptionalText(ARTICLE_LIMITS.source, '来源').optional().transform((v) => v ?? ''),
  author: zOptionalText(ARTICLE_LIMITS.author, '作者').optional().transform((v) => v ?? ''),
  isPinned: zFlag.optional().transform((v) => v ?? false),
  tags: zList(zRequired(30, '标签'), ARTICLE_LIMITS.tags, '标签'),
});
export type ArticleSaveInput = z.output<typeof ZArticleSaveInput>;

const DEFAULT_SOURCE = '学院编辑部';

/** When a draft goes live on publishing: now, unless it was given a later time. */
export function publishTimeOf(draftTime: Date, now = new Date()): Date {
  return draftTime > now ? draftTime : now;
}
/** A summary made from the body when the editor leaves it empty: its first words, as lists show them. */
const AUTO_SUMMARY_CHARS = 120;

/** Replaces the article's tags by these names, creating the tags that do not exist yet. */
export async function setArticleTags(tx: Db, articleId: number, names: readonly string[]): Promise<void> {
  const unique = [...new Set(names)];
  await tx.delete(itemTags).where(and(eq(itemTags.itemType, 'article'), eq(itemTags.itemId, articleId)));
  if (!unique.length) return;
  await tx.insert(tags).values(unique.map((name) => ({ name }))).onConflictDoNothing({ target: tags.name });
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.name, unique));
  await tx.insert(itemTags).values(rows.map((t) => ({ tagId: t.id, itemType: 'article' as const, itemId: articleId })));
}

export const adminArticleSave = defineAdminRoute({
  roles: ['editor'],
  input: ZArticleSaveInput,
  handler: async (input, { db, staff }): Promise<{ id: number }> => {
    const category = await findArticleCategory(db, input.path);
    if (!category) throw new ApiError(Code.BadInput, fieldError('path', '栏目不存在'));
    const body = sanitizeRichText(input.content);
    const text = htmlToText(body);
    if (!text && !/<img\s/i.test(body)) throw new ApiError(Code.BadInput, fieldError('content', '请填写正文'));
    const summary = input.summary || [...text].slice(0, AUTO_SUMMARY_CHARS).join('');

    const saved = await withTransaction(db, async (tx) => {
      let before: ApiAdminArticle | null = null;
      let publishedAt = input.publishAt;
      if (input.id) {
        before = await loadAdminArticle(tx, input.id);
        const [row] = await tx.select({ at: articles.publishedAt }).from(articles).where(eq(articles.id, input.id)).for('update');
        // Publishing a draft with no time publishes it now (or at the later time it was given); an edit
        // keeps the time it went (or goes) live.
        publishedAt ??= before.status === 'draft' && input.status === 'published' ? publishTimeOf(row.at) : row.at;
      }
      publishedAt ??= new Date();
      const values = {
        categoryId: category.id, title: input.title, summary, body, cover: input.cover,
        source: input.source || DEFAULT_SOURCE, author: input.author || staff.name, isPinned: input.isPinned,
        status: input.status, publishedAt,
      };
      let id: number;
      if (input.id) {
        id = input.id;
        await tx.update(articles).set(values).where(eq(articles.id, id));
      } else {
        [{ id }] = await tx.insert(articles).values(values).returning({ id: articles.id });
      }
      await setArticleTags(tx, id, input.tags);
      const after = await loadAdminArticle(tx, id);
      const action = !before
        ? 'create'
        : before.status !== after.status ? (after.status === 'published' ? 'publish' : 'unpublish') : 'update';
      await writeAudit(tx, { staffId: staff.id, action, kind: 'article', itemId: id, before, after });
      await syncSearchDocs(tx, 'article', [id]);
      await refreshPublic(tx, 'article');
      return { id, after, publishedAt };
    });
    if (saved.after.phase === 'scheduled') await schedulePublishJob(getJobs(), saved.id, saved.publishedAt);
    return { id: saved.id };
  },
});
