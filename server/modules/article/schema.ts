// Articles of every news-like category (about, science, news, training notices, regional health
// project, journal papers) and the documents opened at /view/{id}.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { categories } from '@/server/modules/category/schema';
import { updatedAtColumn } from '@/server/db/updated-at';
import { refColumn } from '@/server/db/columns';

export type ArticleStatus = 'draft' | 'published';

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
    /**
     * 'draft' is seen only in the console; 'published' is public once publishedAt has come, so an article
     * published with a future time appears by itself then (docs/product.md "Publishing"; visibility.ts).
     */
    status: varchar('status', { length: 16 }).$type<ArticleStatus>().notNull().default('published'),
    /** When it goes (or went) live. */
    publishedAt: at('published_at').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('articles_category_published_idx').on(t.categoryId, t.publishedAt),
    index('articles_published_idx').on(t.publishedAt),
    check('articles_status', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** What a document is; the viewer shows PDFs in the page and text as text, and offers the rest as a download. */
export type DocumentFileType = 'pdf' | 'doc' | 'docx' | 'ppt' | 'pptx' | 'xls' | 'xlsx' | 'txt';

/** A document (PDF, slides, Word, text) attached to an article, opened in the viewer at /view/{id}. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    articleId: refColumn('article_id', () => articles.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    fileType: varchar('file_type', { length: 8 }).$type<DocumentFileType>().notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('documents_article_idx').on(t.articleId)],
);
