// article/list: one page of a news category (/{newsPath}). A section root such as /news lists its
// children's articles too; pinned articles come first (the about page's introduction, the project's
// overview), then the newest.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiArticleList } from '@/contract/wire/article';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { categories } from '@/server/modules/category/schema';
import { toSeconds } from '@/server/modules/common/time';
import { findArticleCategory, placeCategory, toApiArticleCategory } from './categories';
import { articles } from './schema';
import { isPublicArticle } from './visibility';

/** A news path as the route table allows it (lib/routes.ts NEWS_PATH), with its leading slash. */
export const zNewsPath = z.string().regex(/^\/[a-z][a-z0-9-]{0,39}$/, '栏目不存在');

export const ARTICLE_PAGE_SIZE = 15;

export const ZArticleListInput = z.object({ path: zNewsPath, ...zPaging(ARTICLE_PAGE_SIZE) });
export type TArticleListInput = z.output<typeof ZArticleListInput>;

export async function listArticles(db: Db, input: TArticleListInput): Promise<ApiArticleList> {
  const category = await findArticleCategory(db, input.path);
  if (!category) throw new ApiError(Code.NotFound, '栏目不存在');
  const place = await placeCategory(db, category);
  const where = and(inArray(articles.categoryId, place.listedIds), isPublicArticle());

  const [{ total }] = await db.select({ total: count() }).from(articles).where(where);
  const { offset, limit } = pageWindow(input);
  // A page past the last one is not a list a crawler should index: answer it as bad input (404 page).
  if (input.page > 1 && offset >= total) throw new ApiError(Code.BadInput, '页码超出范围');

  const rows = await db
    .select({
      id: articles.id, title: articles.title, summary: articles.summary, cover: articles.cover, source: articles.source,
      views: articles.views, isPinned: articles.isPinned, publishedAt: articles.publishedAt,
      categoryPath: categories.path, categoryName: categories.name,
    })
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.isPinned), desc(articles.publishedAt), desc(articles.id))
    .offset(offset)
    .limit(limit);

  return {
    list: rows.map((r) => ({ ...r, publishedAt: toSeconds(r.publishedAt) })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    category: toApiArticleCategory(category),
    parent: place.parent ? toApiArticleCategory(place.parent) : null,
    section: place.section
      ? { root: toApiArticleCategory(place.section.root), children: place.section.children.map(toApiArticleCategory) }
      : null,
  };
}

export const articleList = defineRoute({
  input: ZArticleListInput,
  handler: async (input, { db }): Promise<ApiArticleList> => listArticles(db, input),
});
