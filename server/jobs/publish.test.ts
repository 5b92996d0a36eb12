// Scheduled publishing: the save queues one job at the publish time; the job's work (driven here by calling
// it, no timed waits) rewrites the article's search document and clears the public caches in every process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getCacheBus, type CacheInvalidation } from '@/server/cache-bus';
import { freshTestDb } from '@/tests/api/test-db';
import { staffRoles } from '@/server/modules/admin/schema';
import { users } from '@/server/modules/passport/schema';
import { runSearch } from '@/server/modules/search/search';
import { searchDocs } from '@/server/modules/search/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { startProcessJobs, stopProcessJobs } from './index';
import { ARTICLE_PUBLISH_QUEUE, runArticlePublish } from './publish';

const HOUR = 3600_000;
/** A China wall-clock minute `ms` from now, as the console's date picker sends it. */
const chinaMinute = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000 + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

describe('article-publish job', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let cookie: string;

  beforeAll(async () => {
    await startProcessJobs(t.db, { pollingIntervalSeconds: 0.5, schedule: false });
    cookie = (await api.login('13700092001', { ip: '10.92.0.1' })).cookie;
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, '13700092001'));
    await t.db.insert(staffRoles).values({ userId: u.id, role: 'editor' });
  });
  afterAll(async () => {
    await stopProcessJobs();
  });

  const search = (q: string, now?: Date) => runSearch(t.db, { q, type: null, page: 1, pageSize: 10 }, now);

  it('queues one job at the publish time, and the search finds the article from that time on', async () => {
    const publishAt = chinaMinute(2 * HOUR);
    const res = await api.call<{ id: number }>('admin/article/save', {
      title: '定时发布的霜降柿饼科普', path: '/science', content: '<p>霜降柿饼的营养。</p>', status: 'published', publishAt,
    }, { cookie });
    expect(res.envelope.code).toBe(0);
    const id = res.envelope.data.id;

    const { rows } = (await t.db.execute(
      sql`select state, start_after from pgboss.job where name = ${ARTICLE_PUBLISH_QUEUE} and (data->>'articleId')::int = ${id}`,
    )) as unknown as { rows: { state: string; start_after: string | Date }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('created');
    const at = new Date(rows[0].start_after);
    expect(new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ')).toBe(publishAt);

    // Saving again at the same time queues nothing more (the job's id comes from the article and the time).
    await api.call('admin/article/save', { id: String(id), title: '定时发布的霜降柿饼科普', path: '/science', content: '<p>霜降柿饼的营养。</p>', status: 'published', publishAt }, { cookie });
    const again = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${ARTICLE_PUBLISH_QUEUE} and (data->>'articleId')::int = ${id}`)) as unknown as { rows: { n: number }[] };
    expect(again.rows[0].n).toBe(1);

    expect((await search('霜降柿饼')).list.map((h) => h.url)).not.toContain(`/detail/${id}`);
    expect((await search('霜降柿饼', new Date(at.getTime() + 1000))).list.map((h) => h.url)).toContain(`/detail/${id}`);
  });

  it('rewrites the search document and clears the public caches when it runs', async () => {
    const res = await api.call<{ id: number }>('admin/article/save', {
      title: '小雪腊八蒜的做法', path: '/science', content: '<p>腊八蒜。</p>', status: 'published', publishAt: chinaMinute(HOUR),
    }, { cookie });
    const id = res.envelope.data.id;
    // A document lost meanwhile (an index rebuilt from an older copy) is written again by the job.
    await t.db.delete(searchDocs).where(sql`${searchDocs.itemType} = 'article' and ${searchDocs.itemId} = ${id}`);
    const events: CacheInvalidation[] = [];
    const stop = getCacheBus().onInvalidation((e) => events.push(e));
    try {
      await runArticlePublish(t.db, { articleId: id });
    } finally {
      stop();
    }
    expect(events).toEqual([expect.objectContaining({ reason: 'admin:article', names: null })]);
    const docs = await t.db.select().from(searchDocs).where(sql`${searchDocs.itemType} = 'article' and ${searchDocs.itemId} = ${id}`);
    expect(docs).toHaveLength(1);
  });

  it('does nothing for an article deleted before its time', async () => {
    const events: CacheInvalidation[] = [];
    const stop = getCacheBus().onInvalidation((e) => events.push(e));
    try {
      await runArticlePublish(t.db, { articleId: 999_999 });
    } finally {
      stop();
    }
    expect(events).toEqual([]);
  });
});
