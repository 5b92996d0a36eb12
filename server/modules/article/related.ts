// Related articles and the neighbours of an article in its category's list.
import { and, asc, desc, eq, gt, inArray, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { ApiArticleCard } from '@/contract/api-types';
import type { ApiArticleLink } from '@/contract/wire/article';
import type { Db } from '@/server/db/client';
import { itemTags } from '@/server/modules/common/tag-schema';
import { selectArticleCards, toApiArticleCard } from './cards';
import { articles } from './schema';
import { isPublicArticle } from './visibility';

type Subject = { id: number; categoryId: number; publishedAt: Date };

/** Up to `limit` articles: those sharing a tag with the subject first (newest first), then its category's newest. */
export async function listRelatedArticles(db: Db, subject: Subject, tagIds: number[], limit = 6): Promise<ApiArticleCard[]> {
  const found: ApiArticleCard[] = [];
  if (tagIds.length) {
    const tagged = db
      .selectDistinct({ id: itemTags.itemId })
      .from(itemTags)
      .where(and(eq(itemTags.itemType, 'article'), inArray(itemTags.tagId, tagIds)));
    const rows = await selectArticleCards(db)
      .where(and(inArray(articles.id, tagged), ne(articles.id, subject.id), isPublicArticle()))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit);
    found.push(...rows.map(toApiArticleCard));
  }
  if (found.length < limit) {
    const rows = await selectArticleCards(db)
      .where(and(eq(articles.categoryId, subject.categoryId), notInArray(articles.id, [subject.id, ...found.map((a) => a.id)]), isPublicArticle()))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit - found.length);
    found.push(...rows.map(toApiArticleCard));
  }
  return found;
}

/** The article listed just above (newer) and just below (older) the subject in its category. */
export async function findNeighbours(db: Db, s: Subject): Promise<{ newer: ApiArticleLink | null; older: ApiArticleLink | null }> {
  const sameCategory = and(eq(articles.categoryId, s.categoryId), isPublicArticle());
  const newerThan: SQL = or(gt(articles.publishedAt, s.publishedAt), and(eq(articles.publishedAt, s.publishedAt), gt(articles.id, s.id)))!;
  const olderThan: SQL = or(lt(articles.publishedAt, s.publishedAt), and(eq(articles.publishedAt, s.publishedAt), lt(articles.id, s.id)))!;
  const link = { id: articles.id, title: articles.title };
  const [newer] = await db.select(link).from(articles).where(and(sameCategory, newerThan))
    .orderBy(asc(articles.publishedAt), asc(articles.id)).limit(1);
  const [older] = await db.select(link).from(articles).where(and(sameCategory, olderThan))
    .orderBy(desc(articles.publishedAt), desc(articles.id)).limit(1);
  return { newer: newer ?? null, older: older ?? null };
}
