// Wire types and limits of the console's content endpoints (docs/product.md §10, "Publishing"): articles,
// categories (the main menu), home banners, tags, and the image upload the editor and the forms use.
import type { ApiCategory } from '@/contract/api-types';

export type ArticleStatus = 'draft' | 'published';

/** What an editor sees of an article's state: a draft, waiting for its publish time, or live. */
export type ArticlePhase = 'draft' | 'scheduled' | 'published';

export const ARTICLE_PHASE_LABELS: Record<ArticlePhase, string> = {
  draft: '草稿',
  scheduled: '定时发布',
  published: '已发布',
};

export const ARTICLE_LIMITS = {
  title: 120,
  summary: 300,
  source: 60,
  author: 60,
  /** Stored HTML after sanitizing; a long article with tables is well under this. */
  contentChars: 200_000,
  tags: 10,
} as const;

/** admin/article/list: one row. Times are China wall clock "YYYY-MM-DD HH:mm". */
export type ApiAdminArticleRow = {
  id: number;
  title: string;
  category: { id: number; name: string; path: string };
  status: ArticleStatus;
  phase: ArticlePhase;
  publishAt: string;
  updatedAt: string;
  isPinned: boolean;
  views: number;
};

/** admin/article/get/{id}: everything the edit form shows. */
export type ApiAdminArticle = {
  id: number;
  title: string;
  path: string;
  categoryId: number;
  summary: string;
  content: string;
  cover: string | null;
  source: string;
  author: string;
  isPinned: boolean;
  tags: string[];
  status: ArticleStatus;
  phase: ArticlePhase;
  publishAt: string;
  updatedAt: string;
};

/** admin/article/options: the categories an article may be filed under, and the known tags. */
export type ApiAdminArticleOptions = {
  categories: { id: number; name: string; path: string; parentName: string | null }[];
  tags: string[];
};

/** admin/category/list: the whole tree, in menu order. */
export type ApiAdminCategory = Omit<ApiCategory, 'children'> & {
  description: string;
  sort: number;
  /** Articles filed under it (any status). */
  articles: number;
  children?: ApiAdminCategory[];
};

export const CATEGORY_TYPE_LABELS: Record<ApiAdminCategory['type'], string> = {
  article: '文章栏目',
  training: '培训班',
  course: '课程',
  live: '直播',
  base: '培训基地',
  journal: '期刊',
};

/** admin/banner/list: one home banner. */
export type ApiAdminBanner = {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  link: string | null;
  sort: number;
  isEnabled: boolean;
};

/** admin/tag/list: one tag and how many items of each kind carry it. */
export type ApiAdminTag = { id: number; name: string; sort: number; items: number };

/** admin/upload/image: where the stored picture is served (a stable site URL) and its pixel size when known. */
export type ApiAdminImage = { url: string; width: number | null; height: number | null };

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = '图片仅支持 JPG、PNG、GIF 或 WebP 格式';
export const IMAGE_SIZE_MESSAGE = '图片不能超过5MB';
