// The category tree (docs/product.md §3: id, parentId, children; a root has parentId 0). It drives the main menu and
// the news route validator: /{newsPath} is valid when a category of type 'article' has that path.
import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

export type CategoryType = 'article' | 'training' | 'course' | 'live' | 'base' | 'journal';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** 0 for a root; a plain integer (not a foreign key) because 0 is not a row. */
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 40 }).notNull(),
    /** Site path it lists at, unique: "/news", "/news-policy", "/training" ... */
    path: varchar('path', { length: 100 }).notNull().unique(),
    type: varchar('type', { length: 16 }).$type<CategoryType>().notNull(),
    /** One line for list headers and meta descriptions. */
    description: varchar('description', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_sort_idx').on(t.parentId, t.sort)],
);
