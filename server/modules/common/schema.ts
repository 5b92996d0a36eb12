// Shared reference data: dictionary options (docs/product.md §3: lists of value and name pairs, keyed by name),
// pictures for banners and covers (common/picsBatch), and the server's redirect rules (docs/product.md §2).
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** One dictionary option; `name` is the dictionary (region, jobTitle ...), `value` its stable key. */
export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    value: varchar('value', { length: 60 }).notNull(),
    /** What a person sees (the wire calls it `name`, docs/product.md §3). */
    label: varchar('label', { length: 100 }).notNull(),
    /** For cascades: a county's parent is its city's value; '' for flat dictionaries. */
    parent: varchar('parent', { length: 60 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('options_name_value_uq').on(t.name, t.value),
    index('options_name_sort_idx').on(t.name, t.sort),
  ],
);

/** A picture: home banners (kind 'banner') and reusable covers and photos. */
export const pics = pgTable(
  'pics',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<'banner' | 'cover' | 'photo'>().notNull(),
    /** Site-relative (/images/...) or absolute https URL. */
    url: varchar('url', { length: 300 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: 120 }).notNull(),
    /** Where a click goes (site-relative path), or null. */
    link: varchar('link', { length: 300 }),
    sort: integer('sort').notNull().default(0),
    /** A banner switched off in the console stays stored but is not shown on the home page. */
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [index('pics_kind_sort_idx').on(t.kind, t.sort)],
);

/** docs/product.md §2: "a redirect rule from the server may send the user elsewhere"; the middleware applies these. */
export const redirects = pgTable('redirects', {
  id: serial('id').primaryKey(),
  from: varchar('from_path', { length: 200 }).notNull().unique(),
  to: varchar('to_path', { length: 300 }).notNull(),
  permanent: boolean('permanent').notNull().default(true),
});
