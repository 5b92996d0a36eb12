// Journal issues (/journal) and their tables of contents; each entry links to an article (type
// 'journal' category) holding the paper's abstract and text. The tables live with the articles they
// list, as an article's page shows its place in its issue: the journal pages (server/modules/journal)
// import article, never the other way (docs/architecture.md §4).
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { articles } from '@/server/modules/article/schema';
import { users } from '@/server/modules/passport/schema';
import { updatedAtColumn } from '@/server/db/updated-at';
import { refColumn } from '@/server/db/columns';

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
    /** Unpublished (a draft, or taken down by an editor): absent from every public read. */
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('journals_name_year_number_uq').on(t.name, t.year, t.number),
    index('journals_published_idx').on(t.publishedAt),
  ],
);

/**
 * A paper's PDF uploaded in the console (admin/upload/pdf). The id is 128 random bits in hex and also
 * the file's storage key under journal/ (server/http/upload-store.ts): nothing typed becomes a key.
 */
export const journalPdfs = pgTable('journal_pdfs', {
  id: varchar('id', { length: 32 }).primaryKey(),
  /** The name offered on download: the uploaded name, cleaned. */
  fileName: varchar('file_name', { length: 100 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    journalId: refColumn('journal_id', () => journals.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /** Column of the issue, e.g. 论著、综述、基层实践. */
    section: varchar('section', { length: 30 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    authors: varchar('authors', { length: 120 }).notNull(),
    /** First page in the printed issue. */
    page: smallint('page').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The paper's abstract as typed in the console (plain text); empty for the seed's papers, whose article holds it. */
    abstract: text('abstract').notNull().default(''),
    pdfId: varchar('pdf_id', { length: 32 }).references(() => journalPdfs.id, { onDelete: 'set null' }),
  },
  (t) => [index('journal_entries_journal_idx').on(t.journalId, t.sort)],
);
