// An article as the console shows it (admin/article/get) and as its audit rows record it: every field,
// its tags by name, and its phase (draft, scheduled, published) at the database's now.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiAdminArticle, ArticlePhase, ArticleStatus } from '@/contract/wire/admin-article';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { articles } from '@/server/modules/article/schema';
import { categories } from '@/server/modules/category/schema';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { chinaMinute } from './inputs';

export function phaseOf(status: ArticleStatus, isDue: boolean): ArticlePhase {
  if (status === 'draft') return 'draft';
  return isDue ? 'published' : 'scheduled';
}

/** Whether the publish time has come, by the database's clock (the one public queries compare with). */
export const isDueColumn = sql<boolean>`${articles.publishedAt} <= now()`;

export async function articleTagNames(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(itemTags)
    .innerJoin(tags, eq(tags.id, itemTags.tagId))
    .where(and(eq(itemTags.itemType, 'article'), eq(itemTags.itemId, id)))
    .orderBy(asc(tags.sort), asc(tags.id));
  return rows.map((r) => r.name);
}

export async function loadAdminArticle(db: Db, id: number): Promise<ApiAdminArticle> {
  const [row] = await db
    .select({ a: articles, path: categories.path, isDue: isDueColumn })
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .where(eq(articles.id, id));
  if (!row) throw new ApiError(Code.NotFound, '文章不存在或已删除');
  const { a } = row;
  return {
    id: a.id,
    title: a.title,
    path: row.path,
    categoryId: a.categoryId,
    summary: a.summary,
    content: a.body,
    cover: a.cover,
    source: a.source,
    author: a.author,
    isPinned: a.isPinned,
    tags: await articleTagNames(db, id),
    status: a.status,
    phase: phaseOf(a.status, Boolean(row.isDue)),
    publishAt: chinaMinute(a.publishedAt),
    updatedAt: chinaMinute(a.updatedAt),
  };
}
