// article/detail/:id: the article page (/detail/{id}): the sanitized body, its category, tags,
// attachments, related articles, neighbours and, for a journal paper, its place in the issue.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiArticleDetail, ApiArticleJournal, ApiDocumentCard } from '@/contract/wire/article';
import type { Db } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { sanitizeRichText } from '@/server/http/sanitize-html';
import { categories } from '@/server/modules/category/schema';
import { toSeconds } from '@/server/modules/common/time';
import { journalEntries, journals } from '@/server/modules/article/journal-schema';
import { isPublicJournal } from '@/server/modules/article/journal-visibility';
import { tagsOfItem } from '@/server/modules/common/item-tags';
import { getCategoryById, toApiArticleCategory } from './categories';
import { findNeighbours, listRelatedArticles } from './related';
import { articles, documents } from './schema';
import { isPublicArticle } from './visibility';

export const ZArticleDetailInput = z.object({ id: zId });

async function getArticleDocuments(db: Db, articleId: number): Promise<ApiDocumentCard[]> {
  const rows = await db
    .select({
      id: documents.id, title: documents.title, fileType: documents.fileType, sizeBytes: documents.sizeBytes,
      pageCount: documents.pageCount, createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.articleId, articleId))
    .orderBy(asc(documents.id));
  return rows.map((r) => ({ ...r, createdAt: toSeconds(r.createdAt) }));
}

async function getJournalPlace(db: Db, articleId: number): Promise<ApiArticleJournal | null> {
  return firstRow(
    db
      .select({
        id: journals.id, name: journals.name, year: journals.year, number: journals.number,
        section: journalEntries.section, page: journalEntries.page,
      })
      .from(journalEntries)
      .innerJoin(journals, eq(journals.id, journalEntries.journalId))
      .where(and(eq(journalEntries.articleId, articleId), isPublicJournal())),
  );
}

/**
 * The article as its page shows it. A draft or a scheduled article is "not found" for the public; the
 * console's preview (admin/article/preview) passes preview to see it exactly as it will look.
 */
export async function getArticleDetail(db: Db, id: number, { preview = false } = {}): Promise<ApiArticleDetail> {
  const [row] = await db
    .select({ article: articles, category: categories })
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(articles.id, id), preview ? undefined : isPublicArticle()));
  if (!row) throw new ApiError(Code.NotFound, '文章不存在或已删除');
  const { article, category } = row;
  // Sequential on purpose: PGlite is one connection, and each of these is an indexed lookup.
  const parent = await getCategoryById(db, category.parentId);
  const tagRefs = await tagsOfItem(db, 'article', id);
  const docs = await getArticleDocuments(db, id);
  const related = await listRelatedArticles(db, article, tagRefs.map((t) => t.id));
  const { newer, older } = await findNeighbours(db, article);
  const journal = category.type === 'journal' ? await getJournalPlace(db, id) : null;
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    body: sanitizeRichText(article.body),
    cover: article.cover,
    source: article.source,
    author: article.author,
    views: article.views,
    publishedAt: toSeconds(article.publishedAt),
    category: toApiArticleCategory(category),
    parent: parent ? toApiArticleCategory(parent) : null,
    tags: tagRefs,
    documents: docs,
    related,
    newer,
    older,
    journal,
  };
}

export const articleDetail = defineRoute({
  input: ZArticleDetailInput,
  handler: async ({ id }, { db }): Promise<ApiArticleDetail> => getArticleDetail(db, id),
});
