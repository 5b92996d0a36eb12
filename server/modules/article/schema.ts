// Articles of every news-like category (about, science, news, training notices, regional health
// project, journal papers) and the documents opened at /view/{id}.
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { categories } from '@/server/modules/category/schema';
import { updatedAtColumn } from '@/server/db/updated-at';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Rich text (HTML), sanitized with an allow-list when rendered (docs/security.md). */
    body: text('body').notNull(),
    cover: varchar('cover', { length: 300 }),
    source: varchar('source', { length: 60 }).notNull(),
    author: varchar('author', { length: 60 }).notNull(),
    /** Pinned first in its category; the project section's pinned article is its introduction. */
    isPinned: boolean('is_pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    publishedAt: at('published_at').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('articles_category_published_idx').on(t.categoryId, t.publishedAt),
    index('articles_published_idx').on(t.publishedAt),
  ],
);

/** What a document is; the viewer shows PDFs in the page and text as text, and offers the rest as a download. */
export type DocumentFileType = 'pdf' | 'doc' | 'docx' | 'ppt' | 'pptx' | 'xls' | 'xlsx' | 'txt';

/** A document (PDF, slides, Word, text) attached to an article, opened in the viewer at /view/{id}. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    fileType: varchar('file_type', { length: 8 }).$type<DocumentFileType>().notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('documents_article_idx').on(t.articleId)],
);
