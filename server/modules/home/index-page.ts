// home/index (docs/product.md §7): the home page's sections, the same for every visitor (no session is read).
import type { ApiHomeIndex } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { defineRoute } from '@/server/http/route';
import { listLatestArticles } from '@/server/modules/article/cards';
import { listBanners } from '@/server/modules/common/pics';
import { listFeaturedCourses } from '@/server/modules/course/cards';
import { findCurrentDemand } from '@/server/modules/demand/current';
import { listFeaturedLives } from '@/server/modules/live/cards';
import { listFeaturedTrainings } from '@/server/modules/training/cards';

export async function getHomeIndex(db: Db, now = new Date()): Promise<ApiHomeIndex> {
  // Sequential on purpose: PGlite is one connection, and on PostgreSQL these are a few ms each.
  const banners = await listBanners(db);
  const trainings = await listFeaturedTrainings(db, 6, now);
  const courses = await listFeaturedCourses(db, 8);
  const lives = await listFeaturedLives(db, 6, now);
  const science = await listLatestArticles(db, '/science', { limit: 6 });
  const news = await listLatestArticles(db, '/news', { limit: 8 });
  const notices = await listLatestArticles(db, '/notice', { limit: 6 });
  const [intro] = await listLatestArticles(db, '/project', { limit: 1, pinned: true });
  const projectArticles = await listLatestArticles(db, '/project', { limit: 6, pinned: false });
  const demand = await findCurrentDemand(db, now);
  return {
    banners, trainings, courses, lives, science, news, notices,
    project: { intro: intro ?? null, articles: projectArticles },
    demand,
  };
}

export const homeIndex = defineRoute({
  handler: async (_input, { db }): Promise<ApiHomeIndex> => getHomeIndex(db),
});
