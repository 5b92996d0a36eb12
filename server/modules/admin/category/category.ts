// admin/category/* (editor): the category tree, which is the main menu (roots) and its children, and the
// news categories articles are filed under. New categories are article categories (a list at /{path});
// the built-in areas (培训, 课程, 直播, 基地, 期刊) have pages of their own, so only their name,
// description and place in the menu change. Every change clears every public cache, the menu included
// (docs/product.md §9), and the middleware reloads its copy when it meets a path it does not know.
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiAdminCategory } from '@/contract/wire/admin-article';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { articles } from '@/server/modules/article/schema';
import { categories } from '@/server/modules/category/schema';
import { fieldError, zInt, zOptionalText, zRequired } from '../article/inputs';
import { defineAdminDelete } from '@/server/modules/admin/delete';
import { saveAudited } from '../save-audited';

/**
 * First path segments the site's own pages use (lib/routes.ts; a test keeps this in step): a category
 * there would never be reached, since a page's own route wins over /{newsPath}.
 */
export const RESERVED_PATHS = [
  'activity', 'admin', 'agreement', 'api', 'base', 'cache', 'cert', 'course', 'demand', 'detail', 'files', 'images',
  'journal', 'live', 'login', 'privacy', 'robots', 'sandbox', 'search', 'sitemap', 'tags', 'training', 'user', 'video', 'view',
];

type Row = typeof categories.$inferSelect;

async function loadOne(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new ApiError(Code.NotFound, '栏目不存在或已删除');
  return row;
}

export const adminCategoryList = defineAdminRoute({
  roles: ['editor'],
  handler: async (_input, { db }): Promise<{ list: ApiAdminCategory[]; total: number }> => {
    const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
    const counts = await db.select({ id: articles.categoryId, n: count() }).from(articles).groupBy(articles.categoryId);
    const countOf = new Map(counts.map((c) => [c.id, c.n]));
    const view = (r: Row): ApiAdminCategory => ({
      id: r.id, parentId: r.parentId, name: r.name, path: r.path, type: r.type, description: r.description, sort: r.sort,
      articles: countOf.get(r.id) ?? 0,
    });
    const roots = rows.filter((r) => r.parentId === 0).map(view);
    for (const root of roots) {
      const children = rows.filter((r) => r.parentId === root.id).map(view);
      if (children.length) root.children = children;
    }
    return { list: roots, total: rows.length };
  },
});

export const ZCategorySaveInput = z.object({
  id: zId.optional(),
  parentId: z.union([z.literal('0'), zId]).optional().transform((v) => Number(v ?? 0)),
  name: zRequired(40, '栏目名称'),
  path: z
    .string('请填写栏目路径')
    .regex(/^\/[a-z][a-z0-9-]{0,39}$/, '栏目路径须以 / 开头，由小写字母、数字和 - 组成，如 /news-policy')
    .refine((p) => !RESERVED_PATHS.includes(p.slice(1)), '该路径已被网站页面使用，请换一个'),
  description: zOptionalText(200, '栏目简介').optional().transform((v) => v ?? ''),
  sort: zInt('排序', -9999, 9999).optional().transform((v) => v ?? 0),
});

export const adminCategorySave = defineAdminRoute({
  roles: ['editor'],
  input: ZCategorySaveInput,
  handler: async (input, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = input.id ? await loadOne(tx, input.id) : null;
      if (input.parentId) {
        const parent = await loadOne(tx, input.parentId).catch(() => null);
        // The menu has two levels: a child's parent is a root.
        if (!parent || parent.parentId !== 0) throw new ApiError(Code.BadInput, fieldError('parentId', '上级栏目须为一级栏目'));
        if (parent.id === input.id) throw new ApiError(Code.BadInput, fieldError('parentId', '上级栏目不能是自己'));
        if (before) {
          const [{ n }] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, before.id));
          if (n > 0) throw new ApiError(Code.BadInput, fieldError('parentId', '该栏目下还有子栏目，不能移到其他栏目下'));
        }
      }
      if (before && before.type !== 'article') {
        // A built-in area: its page lives at its path, so only the words and the place change.
        if (input.path !== before.path) throw new ApiError(Code.BadInput, fieldError('path', '内置栏目的路径不能修改'));
        if (input.parentId !== before.parentId) throw new ApiError(Code.BadInput, fieldError('parentId', '内置栏目不能移动'));
      }
      const [taken] = await tx.select({ id: categories.id }).from(categories)
        .where(and(eq(categories.path, input.path), input.id ? ne(categories.id, input.id) : undefined));
      if (taken) throw new ApiError(Code.BadInput, fieldError('path', '该路径已被其他栏目使用'));
      const values = { parentId: input.parentId, name: input.name, path: input.path, description: input.description, sort: input.sort };
      const id = await saveAudited(tx, {
        table: categories, kind: 'category', staffId: staff.id, id: before?.id, values, created: { type: 'article' }, before, load: loadOne,
      });
      await refreshPublic(tx, 'category');
      return { id };
    }),
});

/** admin/category/sort: the menu order of some siblings, first to last (sort = 0, 10, 20 ...). */
export const adminCategorySort = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ ids: z.array(zId, '请提供栏目顺序').min(1, '请提供栏目顺序').max(100, '栏目过多') }),
  handler: async ({ ids }, { db, staff }): Promise<{ ids: number[] }> =>
    withTransaction(db, async (tx) => {
      const unique = [...new Set(ids)];
      const rows = await tx.select().from(categories).where(inArray(categories.id, unique));
      if (rows.length !== unique.length) throw new ApiError(Code.NotFound, '栏目不存在或已删除');
      if (new Set(rows.map((r) => r.parentId)).size > 1) throw new ApiError(Code.BadInput, fieldError('ids', '只能调整同一级栏目的顺序'));
      for (const [i, id] of unique.entries()) {
        const before = rows.find((r) => r.id === id)!;
        if (before.sort === i * 10) continue;
        await tx.update(categories).set({ sort: i * 10 }).where(eq(categories.id, id));
        await writeAudit(tx, { staffId: staff.id, action: 'update', kind: 'category', itemId: id, before, after: { ...before, sort: i * 10 } });
      }
      await refreshPublic(tx, 'category');
      return { ids: unique };
    }),
});

/** admin/category/delete/{id}: an empty article category only; one with articles or children is refused. */
export const adminCategoryDelete = defineAdminDelete({
  roles: ['editor'],
  kind: 'category',
  load: loadOne,
  remove: async (tx, id, before) => {
    if (before.type !== 'article') throw new ApiError(AdminCode.ContentInUse, '内置栏目不能删除');
    const [{ kids }] = await tx.select({ kids: count() }).from(categories).where(eq(categories.parentId, id));
    if (kids > 0) throw new ApiError(AdminCode.ContentInUse, `该栏目下还有${kids}个子栏目，不能删除；请先删除或移走子栏目`);
    const [{ n }] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, id));
    if (n > 0) throw new ApiError(AdminCode.ContentInUse, `该栏目下还有${n}篇文章，不能删除；请先将文章移到其他栏目或删除`);
    await tx.delete(categories).where(eq(categories.id, id));
  },
});
