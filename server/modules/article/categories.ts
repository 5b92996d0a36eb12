// The news categories as the article endpoints see them: a listing's category, the one above it, and
// the news section (a root with sub-categories) it belongs to, whose members are shown as tabs.
import { and, asc, eq } from 'drizzle-orm';
import type { ApiArticleCategory } from '@/contract/wire/article';
import type { Db } from '@/server/db/client';
import { categories } from '@/server/modules/category/schema';

type CategoryRow = typeof categories.$inferSelect;

export function toApiArticleCategory(row: CategoryRow): ApiArticleCategory {
  return { id: row.id, name: row.name, path: row.path, type: row.type, description: row.description };
}

export async function getCategoryById(db: Db, id: number): Promise<CategoryRow | null> {
  if (id === 0) return null;
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** An 'article' category by its path (a newsPath such as "/news-policy"), or null. */
export async function findArticleCategory(db: Db, path: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(and(eq(categories.path, path), eq(categories.type, 'article')));
  return row ?? null;
}

async function articleChildren(db: Db, parentId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, parentId), eq(categories.type, 'article')))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export type CategoryPlace = {
  category: CategoryRow;
  parent: CategoryRow | null;
  /** The news section: an article root with article children (资讯 and its three), else null. */
  section: { root: CategoryRow; children: CategoryRow[] } | null;
  /** The categories whose articles the listing shows: itself, plus its children for a section root. */
  listedIds: number[];
};

export async function placeCategory(db: Db, category: CategoryRow): Promise<CategoryPlace> {
  const parent = await getCategoryById(db, category.parentId);
  const own = await articleChildren(db, category.id);
  if (own.length) {
    return { category, parent, section: { root: category, children: own }, listedIds: [category.id, ...own.map((c) => c.id)] };
  }
  if (parent?.type === 'article') {
    return { category, parent, section: { root: parent, children: await articleChildren(db, parent.id) }, listedIds: [category.id] };
  }
  return { category, parent, section: null, listedIds: [category.id] };
}

