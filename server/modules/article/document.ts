// article/document/:id: a document for the viewer (/view/{id}): its metadata, the article it belongs
// to, and for text documents the text itself, so the page can show it without a second request.
import { open } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiDocument } from '@/contract/wire/article';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { categories } from '@/server/modules/category/schema';
import { toSeconds } from '@/server/modules/common/time';
import { toApiArticleCategory } from './categories';
import { articles, documents } from './schema';
import { isPublicArticle } from './visibility';

export const ZDocumentInput = z.object({ id: zId });

/** The most text the page shows; longer files are cut (and the download has the rest). */
export const TEXT_PREVIEW_BYTES = 64 * 1024;
/** Only plain file names directly under /files/: nothing the database holds can point elsewhere. */
const FILE_URL = /^\/files\/[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/;

/** The first bytes of a site file under public/files/ as text, or null when it cannot be read. */
export async function readTextPreview(url: string, publicDir = path.join(process.cwd(), 'public')): Promise<{ text: string; truncated: boolean } | null> {
  if (!FILE_URL.test(url)) return null;
  let file;
  try {
    file = await open(path.join(publicDir, url));
    const buf = Buffer.alloc(TEXT_PREVIEW_BYTES + 1);
    const { bytesRead } = await file.read(buf, 0, buf.length, 0);
    const truncated = bytesRead > TEXT_PREVIEW_BYTES;
    // A cut in the middle of a UTF-8 sequence leaves a replacement character at the end: drop it.
    let text = new TextDecoder('utf-8').decode(buf.subarray(0, Math.min(bytesRead, TEXT_PREVIEW_BYTES)));
    if (truncated) text = text.replace(/\uFFFD+$/, '');
    return { text: text.replace(/^\uFEFF/, ''), truncated };
  } catch {
    return null;
  } finally {
    await file?.close();
  }
}

export async function getDocument(db: Db, id: number): Promise<ApiDocument> {
  const [row] = await db
    .select({ doc: documents, articleTitle: articles.title, articleSource: articles.source, category: categories })
    .from(documents)
    .innerJoin(articles, eq(articles.id, documents.articleId))
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(documents.id, id), isPublicArticle()));
  if (!row) throw new ApiError(Code.NotFound, '资料不存在或已删除');
  const { doc } = row;
  const preview = doc.fileType === 'txt' ? await readTextPreview(doc.url) : null;
  return {
    id: doc.id,
    title: doc.title,
    fileType: doc.fileType,
    sizeBytes: doc.sizeBytes,
    pageCount: doc.pageCount,
    createdAt: toSeconds(doc.createdAt),
    url: doc.url,
    article: { id: doc.articleId, title: row.articleTitle, source: row.articleSource, category: toApiArticleCategory(row.category) },
    text: preview?.text ?? null,
    textTruncated: preview?.truncated ?? false,
  };
}

export const articleDocument = defineRoute({
  input: ZDocumentInput,
  handler: async ({ id }, { db }): Promise<ApiDocument> => getDocument(db, id),
});
