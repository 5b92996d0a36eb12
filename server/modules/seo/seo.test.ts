import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { getEnv } from '@/contract/env';
import { routes } from '@/lib/routes';
import { freshTestDb } from '@/tests/api/test-db';
import { articles, courses, courseVideos, demands, documents, itemTags, journals, lives, tags, trainings } from '@/server/db/schema';
import { CAT } from '@/server/seed/data/categories';
import { createApiCaller } from '@/tests/api/call-api';
import { MAX_URLS, PART_NAMES, PART_OF_ROUTE } from './parts';

const SITE = getEnv().SITE_URL.replace(/\/$/, '');

/** The <loc> values of a sitemap document. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

describe('sitemap', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const get = (path: string) => api.call(path, {}, { method: 'GET', origin: null });
  const partPaths = async (part: string) => locs((await get(`seo/sitemap/${part}`)).body).map((u) => u.slice(SITE.length));

  describe('route table', () => {
    it('puts every public route in exactly one sitemap part, and no other route', () => {
      const publicPatterns = routes.filter((r) => r.isPublic && !r.alwaysNotFound).map((r) => r.pattern).sort();
      expect(Object.keys(PART_OF_ROUTE).sort()).toEqual(publicPatterns);
      for (const part of Object.values(PART_OF_ROUTE)) expect(PART_NAMES).toContain(part);
    });
  });

  describe('seo/sitemap', () => {
    it('answers a sitemap index of non-empty parts with their last change', async () => {
      const res = await get('seo/sitemap');
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['Cache-Control']).toBe('public, no-cache');
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const files = locs(res.body);
      expect(files).toEqual(PART_NAMES.map((p) => `${SITE}/sitemap-${p}-1.xml`));
      expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    });

    it('lists the list pages: home, areas and every news category', async () => {
      const paths = await partPaths('pages-1');
      expect(paths).toEqual(expect.arrayContaining(['/', '/training', '/course', '/live', '/base', '/journal', '/about', '/news', '/news-policy', '/notice', '/science', '/project']));
      // The project view of the training list is a query of /training, not a page of its own.
      expect(paths.some((p) => p.includes('?'))).toBe(false);
    });

    it('lists every article, class, course, broadcast, issue, base, document and survey', async () => {
      const expectations: [string, string, typeof articles | typeof trainings | typeof courses | typeof lives | typeof journals | typeof documents | typeof demands][] = [
        ['article-1', '/detail/', articles], ['training-1', '/training/', trainings], ['course-1', '/course/', courses],
        ['live-1', '/live/', lives], ['journal-1', '/journal/', journals], ['document-1', '/view/', documents], ['demand-1', '/demand/', demands],
      ];
      for (const [part, prefix, table] of expectations) {
        const [{ n }] = await t.db.select({ n: count() }).from(table);
        const paths = await partPaths(part);
        expect(paths.length, part).toBe(n);
        expect(paths.every((p) => p.startsWith(prefix) && /\/\d+$/.test(p)), part).toBe(true);
      }
      expect((await partPaths('base-1')).length).toBeGreaterThan(0);
    });

    it('lists only the lessons a guest can play and the tags something carries', async () => {
      const playable = await t.db
        .select({ n: count() })
        .from(courseVideos)
        .innerJoin(courses, eq(courses.id, courseVideos.courseId))
        .where(sql`${courses.priceFen} = 0 or ${courseVideos.isFree}`);
      expect((await partPaths('video-1')).length).toBe(playable[0].n);
      const [unused] = await t.db.insert(tags).values({ name: '无内容标签' }).returning({ id: tags.id });
      const tagPaths = await partPaths('tag-1');
      expect(tagPaths).not.toContain(`/tags/${unused.id}`);
      const [{ used }] = await t.db.select({ used: sql<number>`count(distinct ${itemTags.tagId})`.mapWith(Number) }).from(itemTags);
      expect(tagPaths.length).toBe(used);
    });

    it('gives every page a lastmod from its updated_at', async () => {
      for (const part of ['article-1', 'training-1', 'course-1', 'video-1', 'live-1', 'journal-1', 'document-1', 'base-1', 'tag-1', 'demand-1']) {
        const body = (await get(`seo/sitemap/${part}`)).body;
        const urls = body.match(/<url>.*?<\/url>/g) ?? [];
        expect(urls.length, part).toBeGreaterThan(0);
        const dated = urls.filter((u) => /<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/.test(u));
        // Articles and courses scheduled for later carry no date yet; everything else has one.
        expect(dated.length, part).toBeGreaterThanOrEqual(urls.length * 0.9);
      }
    });

    it('moves lastmod when an editor changes a page, not when a visitor moves a counter', async () => {
      const lastmodOf = async (part: string, path: string) => {
        const body = (await get(`seo/sitemap/${part}`)).body;
        const m = new RegExp(`<loc>[^<]+${path}</loc><lastmod>([^<]+)</lastmod>`).exec(body);
        return m ? new Date(m[1]).getTime() : null;
      };
      const [a] = await t.db.select({ id: articles.id }).from(articles).where(sql`${articles.publishedAt} < now() - interval '2 days'`).limit(1);
      const before = await lastmodOf('article-1', `/detail/${a.id}`);
      expect(before).not.toBeNull();
      expect(before!).toBeLessThan(Date.now() - 86_400_000);
      await t.db.update(articles).set({ views: sql`${articles.views} + 1` }).where(eq(articles.id, a.id));
      expect(await lastmodOf('article-1', `/detail/${a.id}`)).toBe(before);
      await t.db.update(articles).set({ title: '改过标题的文章' }).where(eq(articles.id, a.id));
      const after = await lastmodOf('article-1', `/detail/${a.id}`);
      expect(after!).toBeGreaterThan(Date.now() - 60_000);

      const [tr] = await t.db.select({ id: trainings.id }).from(trainings).limit(1);
      const trBefore = await lastmodOf('training-1', `/training/${tr.id}`);
      await t.db.update(trainings).set({ seatsTaken: sql`${trainings.seatsTaken}` }).where(eq(trainings.id, tr.id));
      expect(await lastmodOf('training-1', `/training/${tr.id}`)).toBe(trBefore);
      await t.db.update(trainings).set({ summary: '新的培训简介' }).where(eq(trainings.id, tr.id));
      expect((await lastmodOf('training-1', `/training/${tr.id}`))!).toBeGreaterThan(Date.now() - 60_000);
    });

    it('answers HEAD on the sitemap index and a part with 200', async () => {
      for (const path of ['seo/sitemap', 'seo/sitemap/article-1']) {
        const res = await api.call(path, {}, { method: 'HEAD', origin: null });
        expect(res.status, path).toBe(200);
        expect(String(res.headers['Content-Type']), path).toMatch(/^(text\/plain|application\/xml)/);
      }
    });

    it(`splits a part of more than ${MAX_URLS} pages into several files`, async () => {
      await t.db.execute(sql`
        insert into articles (category_id, title, summary, body, source, author, published_at)
        select ${CAT.newsWork}, '批量文章' || g, '摘要', '<p>正文</p>', '测试', '测试', now() - interval '1 day'
        from generate_series(1, ${MAX_URLS}) as g`);
      const [{ n }] = await t.db.select({ n: count() }).from(articles);
      const index = locs((await get('seo/sitemap')).body);
      expect(index).toContain(`${SITE}/sitemap-article-1.xml`);
      expect(index).toContain(`${SITE}/sitemap-article-2.xml`);
      expect(index).not.toContain(`${SITE}/sitemap-article-3.xml`);
      const first = await partPaths('article-1');
      const second = await partPaths('article-2');
      expect(first.length).toBe(MAX_URLS);
      expect(first.length + second.length).toBe(n);
      expect(new Set([...first, ...second]).size).toBe(n);
    });

    it('answers a part that does not exist with a real 404', async () => {
      for (const part of ['nothing-1', 'article-99', 'article', 'article-0', '..%2F..%2Fetc', 'a'.repeat(300)]) {
        const res = await get(`seo/sitemap/${part}`);
        expect(res.status, part).toBe(404);
      }
    });

    it('answers only GET', async () => {
      expect((await api.call('seo/sitemap', {})).status).toBe(405);
    });
  });
});
