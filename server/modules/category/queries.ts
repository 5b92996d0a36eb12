// The category tree (docs/product.md §3: roots have parentId 0, children under them), sorted for the menu.
import { asc } from 'drizzle-orm';
import type { ApiCategory } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { categories } from './schema';

type CategoryRow = typeof categories.$inferSelect;

export function toApiCategory(row: CategoryRow): ApiCategory {
  return { id: row.id, parentId: row.parentId, name: row.name, path: row.path, type: row.type };
}

/** Roots in menu order, each with its children (in order) when it has any. */
export async function getCategoryTree(db: Db): Promise<ApiCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const roots = rows.filter((r) => r.parentId === 0).map(toApiCategory);
  for (const root of roots) {
    const children = rows.filter((r) => r.parentId === root.id).map(toApiCategory);
    if (children.length) root.children = children;
  }
  return roots;
}
