// admin/article/list (editor): every article, drafts and scheduled ones too, newest first, filtered by
// category path (a section root lists its children's too), status and a keyword in the title.
// admin/article/options: the article categories the form offers, and the known tags.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ApiAdminArticleOptions, ApiAdminArticleRow } from '@/contract/wire/admin-article';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { zNewsPath } from '@/server/modules/article/list';
import { articles } from '@/server/modules/article/schema';
import { categories } from '@/server/modules/category/schema';
import { tags } from '@/server/modules/common/tag-schema';
import { zAdminPage } from '../list-inputs';
import { chinaMinute, likeText, zOptionalText } from './inputs';
import { isDueColumn, phaseOf } from './view';
import { newestFirst } from '../newest-first';

export const ZAdminArticleListInput = z.object({
  path: z.union([z.literal(''), zNewsPath]).optional(),
  /** draft, published (live now) or scheduled (published, its time still ahead). */
  status: z.enum(['', 'draft', 'published', 'scheduled'], '状态不正确').optional(),
  keyword: zOptionalText(50, '关键词').optional(),
  ...zAdminPage,
});

const parent = alias(categories, 'parent_category');

export const adminArticleList = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminArticleListInput,
  handler: async (input, { db }): Promise<{ list: ApiAdminArticleRow[]; total: number }> => {
    const where: (SQL | undefined)[] = [];
    if (input.path) {
      const ids = db.select({ id: categories.id }).from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(or(eq(categories.path, input.path), eq(parent.path, input.path)));
      where.push(inArray(articles.categoryId, ids));
    }
    if (input.status === 'draft') where.push(eq(articles.status, 'draft'));
    if (input.status === 'published') where.push(and(eq(articles.status, 'published'), sql`${articles.publishedAt} <= now()`));
    if (input.status === 'scheduled') where.push(and(eq(articles.status, 'published'), sql`${articles.publishedAt} > now()`));
    if (input.keyword) where.push(ilike(articles.title, likeText(input.keyword)));
    const condition = and(...where);
    const query = db
      .select({
        id: articles.id, title: articles.title, status: articles.status, publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt, isPinned: articles.isPinned, views: articles.views, isDue: isDueColumn,
        categoryId: categories.id, categoryName: categories.name, categoryPath: categories.path,
      })
      .from(articles)
      .innerJoin(categories, eq(categories.id, articles.categoryId))
      .where(condition)
      .$dynamic();
    const rows = await newestFirst(query, [articles.publishedAt, articles.id], input.size, (input.page - 1) * input.size);
    const [{ n }] = await db.select({ n: count() }).from(articles).where(condition);
    return {
      total: n,
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        category: { id: r.categoryId, name: r.categoryName, path: r.categoryPath },
        status: r.status,
        phase: phaseOf(r.status, Boolean(r.isDue)),
        publishAt: chinaMinute(r.publishedAt),
        updatedAt: chinaMinute(r.updatedAt),
        isPinned: r.isPinned,
        views: r.views,
      })),
    };
  },
});

export const adminArticleOptions = defineAdminRoute({
  roles: ['editor'],
  handler: async (_input, { db }): Promise<ApiAdminArticleOptions> => {
    const rows = await db
      .select({ id: categories.id, name: categories.name, path: categories.path, parentName: parent.name })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(eq(categories.type, 'article'))
      .orderBy(asc(sql`coalesce(${parent.sort}, ${categories.sort})`), asc(sql`coalesce(${parent.id}, ${categories.id})`), asc(categories.parentId), asc(categories.sort), asc(categories.id));
    const tagRows = await db.select({ name: tags.name }).from(tags).orderBy(asc(tags.sort), asc(tags.id));
    return { categories: rows, tags: tagRows.map((t) => t.name) };
  },
});
