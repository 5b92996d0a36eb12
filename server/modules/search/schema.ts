// One search document per searchable item (training class, course, live broadcast, article, journal
// issue): the text the search box looks in, already segmented into Chinese words (segment.ts) and stored
// as a tsvector of the 'simple' configuration, with a GIN index. Filled by the seed and kept in step by
// syncSearchDocs (documents.ts) when content changes. Title, summary and link are copied here so that a
// results page is one indexed query on one table.
import { customType, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ApiSearchType } from '@/contract/wire/search';

/** PostgreSQL's tsvector; written only through SQL (to_tsvector), read only by @@ and ts_rank. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The results tab an item shows under. */
export type SearchType = ApiSearchType;
/** The table an item comes from (a journal paper is an article shown under the journal tab). */
export type SearchItemType = 'training' | 'course' | 'live' | 'article' | 'journal';

export const searchDocs = pgTable(
  'search_docs',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 16 }).$type<SearchType>().notNull(),
    itemType: varchar('item_type', { length: 16 }).$type<SearchItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Plain text shown under the title (snippet source). */
    summary: varchar('summary', { length: 400 }).notNull(),
    /** One short line: category, lecturer, speaker, region ... */
    meta: varchar('meta', { length: 120 }).notNull().default(''),
    /** Site path of the item's page, e.g. /detail/12. */
    url: varchar('url', { length: 200 }).notNull(),
    /** What "recent" means for the item (ranking): publication or start time. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    uniqueIndex('search_docs_item_uq').on(t.itemType, t.itemId),
    index('search_docs_tsv_idx').using('gin', t.tsv),
    // The newest matches first (search.ts ranks a window of them): for words found in many documents
    // the planner walks these in date order and stops early instead of ranking every match.
    index('search_docs_published_idx').on(t.publishedAt),
    index('search_docs_type_published_idx').on(t.type, t.publishedAt),
  ],
);
