// Article cards (ApiArticleCard): the one query and the one reshaping for lists and home.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ApiArticleCard } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { categories } from '@/server/modules/category/schema';
import { toSeconds } from '@/server/modules/common/time';
import { articles } from './schema';
import { isPublicArticle } from './visibility';

type CardRow = {
  id: number; title: string; summary: string; cover: string | null; categoryPath: string; categoryName: string; publishedAt: Date;
};

export function toApiArticleCard(row: CardRow): ApiArticleCard {
  return { ...row, publishedAt: toSeconds(row.publishedAt) };
}

/** The rows of article cards with their category; the caller adds where, order and window. */
export function selectArticleCards(db: Db) {
  return db
    .select({
      id: articles.id, title: articles.title, summary: articles.summary, cover: articles.cover,
      categoryPath: categories.path, categoryName: categories.name, publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId));
}

/** The ids of a category (by path) and of its children, so "/news" lists its children's articles too. */
async function categoryIdsUnder(db: Db, path: string): Promise<number[]> {
  const [root] = await db.select({ id: categories.id }).from(categories).where(eq(categories.path, path));
  if (!root) return [];
  const children = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, root.id));
  return [root.id, ...children.map((c) => c.id)];
}

export type ArticleListOptions = { limit: number; pinned?: boolean };

/** Newest articles of a category and its children; pinned: only pinned (true) or only unpinned (false). */
export async function listLatestArticles(db: Db, path: string, { limit, pinned }: ArticleListOptions): Promise<ApiArticleCard[]> {
  const ids = await categoryIdsUnder(db, path);
  if (ids.length === 0) return [];
  const where = and(
    inArray(articles.categoryId, ids),
    pinned === undefined ? undefined : eq(articles.isPinned, pinned),
    isPublicArticle(),
  );
  const rows = await selectArticleCards(db)
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map(toApiArticleCard);
}
