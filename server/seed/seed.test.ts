import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { freshTestDb } from '@/tests/api/test-db';
import * as s from '@/server/db/schema';
import { hasOpenActivity } from '@/server/modules/activity/queries';
import { activityStatus } from '@/server/modules/activity/status';
import { liveStatus } from '@/server/modules/live/status';
import { trainingStatus } from '@/server/modules/training/status';
import type { PgTable } from 'drizzle-orm/pg-core';
import { seedIfEmpty } from './index';
import { buildContent } from './content';

describe('the demo seed', () => {
  const t = freshTestDb();
  const total = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0].n;

  it('holds at least the promised amount of content', async () => {
    expect(await total(s.trainings)).toBeGreaterThanOrEqual(30);
    expect(await total(s.trainingSessions)).toBeGreaterThanOrEqual(90);
    expect(await total(s.courses)).toBeGreaterThanOrEqual(40);
    expect(await total(s.courseChapters)).toBeGreaterThanOrEqual(120);
    expect(await total(s.courseVideos)).toBeGreaterThanOrEqual(200);
    expect(await total(s.lives)).toBeGreaterThanOrEqual(20);
    expect(await total(s.journals)).toBeGreaterThanOrEqual(10);
    expect(await total(s.bases)).toBeGreaterThanOrEqual(12);
    expect(await total(s.activities)).toBeGreaterThanOrEqual(6);
    expect(await total(s.tags)).toBeGreaterThanOrEqual(15);
    expect(await total(s.options)).toBeGreaterThanOrEqual(100);
    const [news] = await t.db
      .select({ n: count() })
      .from(s.articles)
      .innerJoin(s.categories, eq(s.categories.id, s.articles.categoryId))
      .where(eq(s.categories.type, 'article'));
    expect(news.n).toBeGreaterThanOrEqual(200);
    const publicItems = (await Promise.all([s.trainings, s.courses, s.lives, s.articles, s.journals, s.bases, s.activities].map(total)))
      .reduce((a, b) => a + b, 0);
    expect(publicItems).toBeGreaterThanOrEqual(300);
  });

  it('puts articles in every article category', async () => {
    const rows = await t.db
      .select({ path: s.categories.path, n: sql<number>`count(${s.articles.id})`.mapWith(Number) })
      .from(s.categories)
      .leftJoin(s.articles, eq(s.articles.categoryId, s.categories.id))
      .where(eq(s.categories.type, 'article'))
      .groupBy(s.categories.path);
    const empty = rows.filter((r) => r.n === 0 && r.path !== '/news');
    expect(empty).toEqual([]);
    expect(rows.map((r) => r.path).sort()).toEqual(
      ['/about', '/news', '/news-frontier', '/news-policy', '/news-work', '/notice', '/project', '/science'],
    );
  });

  it('has lives, trainings and competitions in every state, and one competition open', async () => {
    const now = new Date();
    const lives = await t.db.select().from(s.lives);
    expect(new Set(lives.map((l) => liveStatus(l, now)))).toEqual(new Set(['upcoming', 'live', 'ended']));
    expect(lives.filter((l) => liveStatus(l, now) === 'ended').every((l) => l.replaySrc)).toBe(true);
    const trainings = await t.db.select().from(s.trainings);
    expect(new Set(trainings.map((x) => trainingStatus(x, now)))).toEqual(new Set(['signup', 'ongoing', 'finished']));
    const activities = await t.db.select().from(s.activities);
    expect(new Set(activities.map((a) => activityStatus(a, now)))).toEqual(new Set(['upcoming', 'open', 'judging', 'ended']));
    expect(await hasOpenActivity(t.db)).toBe(true);
  });

  it('keeps seats within bounds and every class with sessions', async () => {
    const trainings = await t.db.select().from(s.trainings);
    for (const x of trainings) expect(x.seatsTaken).toBeLessThanOrEqual(x.seatsTotal);
    const withSessions = await t.db.selectDistinct({ id: s.trainingSessions.trainingId }).from(s.trainingSessions);
    expect(withSessions).toHaveLength(trainings.length);
  });

  it('refers only to images that exist under public/', async () => {
    const c = buildContent(Date.now());
    const urls = new Set([
      ...c.pics.map((p) => p.url), ...c.trainings.map((x) => x.cover), ...c.courses.map((x) => x.cover),
      ...c.lives.map((x) => x.cover), ...c.bases.flatMap((x) => [x.cover, ...(x.photos ?? [])]),
      ...c.journals.map((x) => x.cover), ...c.activities.map((x) => x.cover), ...c.lecturers.map((x) => x.avatar),
      ...c.articles.flatMap((x) => (x.cover ? [x.cover] : [])),
    ]);
    const missing = [...urls].filter((u) => !existsSync(path.join(process.cwd(), 'public', u)));
    expect(missing).toEqual([]);
  });

  it('writes only plain markup in rich text, and no title twice', () => {
    const c = buildContent(Date.now());
    const html = [...c.articles.map((a) => a.body), ...c.trainings.map((x) => x.syllabus + x.notice), ...c.bases.map((b) => b.intro)];
    for (const h of html) expect(h).toMatch(/^(<(p|h3|ul|ol|li)>|<\/(p|h3|ul|ol|li)>|[^<>])*$/);
    const titles = c.articles.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('builds the same content every time', () => {
    const now = Date.now();
    expect(JSON.stringify(buildContent(now))).toBe(JSON.stringify(buildContent(now)));
  });

  it('adds nothing when run again', async () => {
    const before = await total(s.articles);
    await seedIfEmpty(t.db);
    expect(await total(s.articles)).toBe(before);
  });

  it('moves every id sequence past the seeded rows', async () => {
    const [row] = await t.db.insert(s.tags).values({ name: '测试标签' }).returning({ id: s.tags.id });
    expect(row.id).toBeGreaterThan(await total(s.tags) - 1);
    const [a] = await t.db
      .insert(s.articles)
      .values({ categoryId: 8, title: 't', summary: 's', body: '<p>b</p>', source: 'x', author: 'y', publishedAt: new Date() })
      .returning({ id: s.articles.id });
    expect(a.id).toBeGreaterThan(260);
  });
});
