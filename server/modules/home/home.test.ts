import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ApiArticleCard, ApiCategory, ApiHomeCommon, ApiHomeIndex } from '@/contract/api-types';
import { freshTestDb } from '@/tests/api/test-db';
import { articles, trainings } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';

const RANK = { signup: 0, ongoing: 1, finished: 2, live: 0, upcoming: 1, ended: 2 } as const;

function isSortedBy<T>(items: T[], key: (item: T) => number): boolean {
  return items.every((item, i) => i === 0 || key(items[i - 1]) <= key(item));
}

describe('home/common and home/index', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let common: ApiHomeCommon;
  let home: ApiHomeIndex;

  beforeAll(async () => {
    // SSR calls these without the visitor's Origin; they must not need a session either.
    const c = await api.call<ApiHomeCommon>('home/common', {}, { origin: null });
    const h = await api.call<ApiHomeIndex>('home/index', {}, { origin: null });
    expect([c.envelope.code, h.envelope.code]).toEqual([0, 0]);
    expect([c.setCookies, h.setCookies]).toEqual([{}, {}]);
    common = c.envelope.data;
    home = h.envelope.data;
  });

  describe('home/common', () => {
    it('names the site', () => {
      expect(common.site.name).toContain('培训学院');
      expect(common.site.phone).toMatch(/^0371-/);
    });

    it('answers a tree of roots (parentId 0) with their children', () => {
      const roots = common.categories;
      expect(roots.map((r) => r.path)).toEqual(['/about', '/training', '/course', '/live', '/science', '/news', '/project', '/journal']);
      for (const root of roots) {
        expect(root.parentId).toBe(0);
        for (const child of root.children ?? []) {
          expect(child.parentId).toBe(root.id);
          expect(child.children).toBeUndefined();
        }
      }
      const training = roots.find((r) => r.path === '/training');
      expect(training?.children?.map((c) => c.name)).toEqual(['培训项目', '培训通知', '培训中心/基地']);
      const news = roots.find((r) => r.path === '/news');
      expect(news?.children?.map((c) => c.path)).toEqual(['/news-policy', '/news-frontier', '/news-work']);
    });

    it('gives every category a unique path and unique id', () => {
      const all: ApiCategory[] = common.categories.flatMap((r) => [r, ...(r.children ?? [])]);
      expect(new Set(all.map((c) => c.path)).size).toBe(all.length);
      expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
      // The news route validator matches /{newsPath} against these.
      const newsPaths = all.filter((c) => c.type === 'article').map((c) => c.path);
      for (const p of newsPaths) expect(p).toMatch(/^\/[a-z][a-z0-9-]{0,39}$/);
    });

    it('lists the redirect rules', () => {
      expect(common.redirects).toContainEqual({ from: '/news/index', to: '/news', permanent: true });
      expect(common.redirects).toContainEqual({ from: '/about-us', to: '/about', permanent: true });
    });
  });

  describe('home/index', () => {
    it('fills every section', () => {
      expect(home.banners).toHaveLength(4);
      expect(home.trainings).toHaveLength(6);
      expect(home.courses).toHaveLength(8);
      expect(home.lives).toHaveLength(6);
      expect(home.science).toHaveLength(6);
      expect(home.news).toHaveLength(8);
      expect(home.notices).toHaveLength(6);
      expect(home.project.intro?.title).toContain('项目介绍');
      expect(home.project.articles).toHaveLength(6);
      expect(home.project.articles.map((a) => a.id)).not.toContain(home.project.intro?.id);
    });

    it('shows classes open for sign-up first, soonest first', () => {
      expect(home.trainings[0].status).toBe('signup');
      expect(isSortedBy(home.trainings, (x) => RANK[x.status])).toBe(true);
      const signup = home.trainings.filter((x) => x.status === 'signup');
      expect(isSortedBy(signup, (x) => x.startAt)).toBe(true);
    });

    it('shows fees in yuan and the seats left', async () => {
      const card = home.trainings[0];
      const [row] = await t.db.select().from(trainings).where(eq(trainings.id, card.id));
      expect(card.fee).toBe(row.feeFen / 100);
      expect(card.seatsLeft).toBe(row.seatsTotal - row.seatsTaken);
      expect(card.region).toMatch(/市$/);
    });

    it('shows lives live now first, then upcoming, then replays', () => {
      expect(home.lives[0].status).toBe('live');
      expect(isSortedBy(home.lives, (x) => RANK[x.status])).toBe(true);
      expect(new Set(home.lives.map((l) => l.status))).toEqual(new Set(['live', 'upcoming']));
      expect(isSortedBy(home.lives.filter((l) => l.status === 'upcoming'), (l) => l.startAt)).toBe(true);
    });

    it('lists articles newest first, each from its own section', async () => {
      const newest = (list: ApiArticleCard[]) => isSortedBy(list, (a) => -a.publishedAt);
      for (const list of [home.science, home.news, home.notices, home.project.articles]) expect(newest(list)).toBe(true);
      expect(new Set(home.science.map((a) => a.categoryPath))).toEqual(new Set(['/science']));
      expect(new Set(home.notices.map((a) => a.categoryPath))).toEqual(new Set(['/notice']));
      for (const a of home.news) expect(['/news', '/news-policy', '/news-frontier', '/news-work']).toContain(a.categoryPath);
      const rows = await t.db.select({ id: articles.id, title: articles.title }).from(articles)
        .where(inArray(articles.id, home.news.map((a) => a.id)));
      expect(rows).toHaveLength(8);
    });

    it('shows enrolled counts and lesson counts on course cards', () => {
      for (const c of home.courses) {
        expect(c.lessons).toBeGreaterThan(0);
        expect(c.lecturer).not.toBe('');
      }
    });
  });
});
