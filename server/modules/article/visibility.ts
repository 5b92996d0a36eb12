// Which articles a visitor may see (docs/product.md "Publishing"): published ones whose time has come.
// Every public read of articles (lists, detail, home, related, tags, search, sitemap, documents) adds
// this condition, compared with the database's clock at the moment of the query, so a scheduled article
// appears by itself at its time with no job and no restart; the publish job (server/jobs/publish.ts)
// only clears the caches that would otherwise hold the page from before.
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { articles } from './schema';

/** The article is published and its publish time has come. */
export function isPublicArticle(): SQL {
  return and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))!;
}
