// The server's redirect rules, the home banners and the cover pictures; who runs the site lives in
// server/modules/common/site.ts.
import type { ApiRedirectRule } from '@/contract/api-types';

export { ORG, SITE } from '@/server/modules/common/site';

/** docs/product.md §2: a redirect rule from the server; old addresses of the previous site. */
export const REDIRECTS: ApiRedirectRule[] = [
  { from: '/news/index', to: '/news', permanent: true },
  { from: '/about-us', to: '/about', permanent: true },
  { from: '/index', to: '/', permanent: true },
  { from: '/kepu', to: '/science', permanent: true },
  { from: '/zhibo', to: '/live', permanent: true },
  { from: '/jidi', to: '/base', permanent: true },
  { from: '/notice/index', to: '/notice', permanent: true },
  { from: '/course/list', to: '/course', permanent: false },
];

export type PicSeed = { url: string; width: number; height: number; alt: string; link: string | null };

/** Home banners, in display order; the SVGs are written by scripts/make-images.mjs. */
export const BANNERS: PicSeed[] = [
  { url: '/images/banners/banner-1.svg', width: 1200, height: 400, alt: '基层卫生人才能力提升培训 火热报名中', link: '/training' },
  { url: '/images/banners/banner-2.svg', width: 1200, height: 400, alt: '精品课程 权威专家 随时随地学习', link: '/course' },
  { url: '/images/banners/banner-3.svg', width: 1200, height: 400, alt: '专家直播 基层常见病诊疗新进展', link: '/live' },
  { url: '/images/banners/banner-4.svg', width: 1200, height: 400, alt: '区域健康项目 共建县域慢病防控网', link: '/project' },
];

/** Covers by area; generators pick from these. Sizes match the SVGs. */
export const COVERS = {
  training: [1, 2, 3, 4].map((n) => `/images/covers/training-${n}.svg`),
  // One per course subject (dictionary courseSubject), in its order.
  course: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `/images/covers/course-${n}.svg`),
  live: [1, 2, 3].map((n) => `/images/covers/live-${n}.svg`),
  science: ['/images/covers/science.svg'],
  news: ['/images/covers/news.svg'],
  project: ['/images/covers/project.svg'],
  base: [1, 2, 3].map((n) => `/images/covers/base-${n}.svg`),
  journal: [1, 2].map((n) => `/images/covers/journal-${n}.svg`),
  activity: [1, 2].map((n) => `/images/covers/activity-${n}.svg`),
  avatar: ['/images/avatars/lecturer-1.svg', '/images/avatars/lecturer-2.svg'],
} as const;

/** Size of each kind of cover, as drawn by the script. */
export const COVER_SIZE = { default: [640, 360], journal: [300, 420], avatar: [200, 200] } as const;
