// Journal issues (/journal) and their tables of contents; each entry links to an article (type
// 'journal' category) holding the paper's abstract and text.
import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { articles } from '@/server/modules/article/schema';
import { updatedAtColumn } from '@/server/db/updated-at';

export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    /** Journal name, e.g. 基层医学论坛. */
    name: varchar('name', { length: 60 }).notNull(),
    year: smallint('year').notNull(),
    /** Issue number within the year (第N期). */
    number: smallint('number').notNull(),
    cover: varchar('cover', { length: 300 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('journals_name_year_number_uq').on(t.name, t.year, t.number),
    index('journals_published_idx').on(t.publishedAt),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /** Column of the issue, e.g. 论著、综述、基层实践. */
    section: varchar('section', { length: 30 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    authors: varchar('authors', { length: 120 }).notNull(),
    /** First page in the printed issue. */
    page: smallint('page').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('journal_entries_journal_idx').on(t.journalId, t.sort)],
);
