// Scheduled publishing (docs/product.md "Publishing"): an article saved as published with a future time
// is hidden by every public query until then and shows by itself afterwards, since those queries compare
// with now(). What would still show the page from before are the caches: the site's in-memory copies of
// the home page and menus. So admin/article/save queues one job for the publish time, which clears them in
// every process (refreshPublic) and rewrites the article's search document. A job that runs late or twice
// does no harm; an article moved to another time gets another job (the key holds the time).
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { articles } from '@/server/modules/article/schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { jobId, type JobKind, type Jobs } from './queue';

export const ARTICLE_PUBLISH_QUEUE = 'article-publish';

type Data = { articleId: number };

/** Queues the job for the article's publish time; without a queue (tests that start none) nothing is queued. */
export async function schedulePublishJob(jobs: Jobs | undefined, articleId: number, at: Date): Promise<void> {
  if (!jobs) return;
  try {
    await jobs.send(ARTICLE_PUBLISH_QUEUE, { articleId } satisfies Data, {
      id: jobId(`article-publish:${articleId}:${at.toISOString()}`),
      startAfter: at,
    });
  } catch (err) {
    // The article still appears at its time; only cached copies may lag until they expire (110 s).
    log.error({ err, articleId }, '[jobs] could not queue the publish job');
  }
}

/** The job's work: the article's search document and the public caches, as at its publish time. */
export async function runArticlePublish(db: Db, data: Data): Promise<void> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, data.articleId));
  await syncSearchDocs(db, 'article', [data.articleId]);
  // Deleted meanwhile: its document went with it and the caches were cleared then.
  if (row) await refreshPublic(db, 'article');
}

export const articlePublishJob: JobKind = {
  name: ARTICLE_PUBLISH_QUEUE,
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  work: async (db, jobs) => {
    for (const job of jobs) await runArticlePublish(db, job.data as Data);
  },
};
