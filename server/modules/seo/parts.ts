// What the sitemap lists, part by part: every public route of the route table (lib/routes.ts) that has
// content, read from the database. Each public route pattern belongs to exactly one part
// (PART_OF_ROUTE; a test keeps it in step with the route table). A part larger than MAX_URLS is served
// in several files.
import { and, asc, count, eq, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { articles, documents } from '@/server/modules/article/schema';
import { isPublicArticle } from '@/server/modules/article/visibility';
import { bases } from '@/server/modules/training/base-schema';
import { categories } from '@/server/modules/category/schema';
import { courses, courseVideos } from '@/server/modules/course/schema';
import { demands } from '@/server/modules/demand/schema';
import { journals } from '@/server/modules/article/journal-schema';
import { isPublicJournal } from '@/server/modules/article/journal-visibility';
import { isPublicDemand } from '@/server/modules/demand/queries';
import { lives } from '@/server/modules/live/schema';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { trainings } from '@/server/modules/training/schema';

/** The sitemap protocol allows 50 000; smaller files are quicker to fetch and to regenerate. */
export const MAX_URLS = 5000;

export type SitemapUrl = { path: string; lastmod: Date | null };

export type Part = {
  /** How many URLs the part has. */
  count(db: Db, now: Date): Promise<number>;
  /** URLs from offset, at most limit, in a stable order. */
  urls(db: Db, now: Date, offset: number, limit: number): Promise<SitemapUrl[]>;
  /** The newest lastmod of the part (the sitemap index shows it), or null. */
  lastmod(db: Db, now: Date): Promise<Date | null>;
};

type TablePartSpec = {
  table: PgTable;
  id: PgColumn;
  path: (id: number) => string;
  /** When the page last changed in a way worth recrawling; null when unknown. */
  lastmod?: (now: Date) => SQL<Date | null> | PgColumn;
  /** Only these rows have a page worth listing. */
  where?: () => SQL | undefined;
};

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A part listing one detail page per row of a table. */
function tablePart(spec: TablePartSpec): Part {
  return {
    async count(db) {
      const [row] = await db.select({ n: count() }).from(spec.table).where(spec.where?.());
      return Number(row?.n ?? 0);
    },
    async urls(db, now, offset, limit) {
      const lastmod = spec.lastmod ? spec.lastmod(now) : sql<null>`null`;
      const rows = await db
        .select({ id: spec.id, lastmod })
        .from(spec.table)
        .where(spec.where?.())
        .orderBy(asc(spec.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ path: spec.path(Number(r.id)), lastmod: toDate(r.lastmod) }));
    },
    async lastmod(db, now) {
      if (!spec.lastmod) return null;
      const [row] = await db.select({ m: sql`max(${spec.lastmod(now)})` }).from(spec.table).where(spec.where?.());
      return toDate(row?.m);
    },
  };
}

/**
 * The row's last change (updated_at, kept by a trigger: server/db/updated-at.ts), hidden while the item
 * is not published yet: a scheduled page is listed without a date rather than with one from the future.
 */
const changedAt = (updatedAt: PgColumn | SQL, publishedAt: PgColumn | null, now: Date) =>
  publishedAt
    ? sql<Date | null>`case when ${publishedAt} <= ${now.toISOString()}::timestamptz then ${updatedAt} else null end`
    : sql<Date | null>`${updatedAt}`;

/** List pages: home, the area lists and every news category (the /{newsPath} route). */
const listPages: Part = {
  async count(db) {
    return (await this.urls(db, new Date(), 0, MAX_URLS)).length;
  },
  async urls(db, now, offset, limit) {
    const iso = now.toISOString();
    // A list changes when one of its published items does.
    const newest = async (updatedAt: PgColumn, publishedAt: PgColumn | null, table: PgTable, where?: SQL) => {
      const [row] = await db
        .select({ m: max(updatedAt) })
        .from(table)
        .where(and(publishedAt ? lte(publishedAt, sql`${iso}::timestamptz`) : undefined, table === articles ? isPublicArticle() : undefined, where));
      return toDate(row?.m);
    };
    const cats = await db.select({ id: categories.id, parentId: categories.parentId, path: categories.path }).from(categories).where(eq(categories.type, 'article'));
    const newsPages: SitemapUrl[] = [];
    for (const c of cats) {
      if (!/^\/[a-z][a-z0-9-]{0,39}$/.test(c.path)) continue;
      const ids = [c.id, ...cats.filter((x) => x.parentId === c.id).map((x) => x.id)];
      newsPages.push({ path: c.path, lastmod: await newest(articles.updatedAt, articles.publishedAt, articles, inArray(articles.categoryId, ids)) });
    }
    const all: SitemapUrl[] = [
      { path: '/', lastmod: await newest(articles.updatedAt, articles.publishedAt, articles) },
      { path: '/training', lastmod: await newest(trainings.updatedAt, null, trainings, eq(trainings.isPublished, true)) },
      { path: '/course', lastmod: await newest(courses.updatedAt, courses.publishedAt, courses, eq(courses.isPublished, true)) },
      { path: '/live', lastmod: await newest(lives.updatedAt, null, lives, eq(lives.isPublished, true)) },
      { path: '/base', lastmod: await newest(bases.updatedAt, null, bases) },
      { path: '/journal', lastmod: await newest(journals.updatedAt, journals.publishedAt, journals, isPublicJournal()) },
      ...newsPages,
    ];
    return all.slice(offset, offset + limit);
  },
  async lastmod(db, now) {
    const dates = (await this.urls(db, now, 0, MAX_URLS)).map((u) => u.lastmod?.getTime() ?? 0);
    const newestMs = Math.max(0, ...dates);
    return newestMs ? new Date(newestMs) : null;
  },
};

export const PARTS = {
  pages: listPages,
  training: tablePart({
    table: trainings, id: trainings.id, path: (id) => `/training/${id}`, lastmod: (now) => changedAt(trainings.updatedAt, null, now),
    where: () => eq(trainings.isPublished, true),
  }),
  course: tablePart({
    table: courses, id: courses.id, path: (id) => `/course/${id}`, lastmod: (now) => changedAt(courses.updatedAt, courses.publishedAt, now),
    where: () => eq(courses.isPublished, true),
  }),
  // Lessons a guest can play: those of free courses and the preview lessons of paid ones. The page shows
  // the lesson and its course, so it changes with either.
  video: tablePart({
    table: courseVideos, id: courseVideos.id, path: (id) => `/video/${id}`,
    lastmod: (now) => sql<Date | null>`(select ${changedAt(sql`greatest(${courses.updatedAt}, ${courseVideos.updatedAt})`, courses.publishedAt, now)} from ${courses} where ${courses.id} = ${courseVideos.courseId})`,
    where: () => sql`exists (select 1 from ${courses} where ${courses.id} = ${courseVideos.courseId} and ${courses.isPublished} and (${courseVideos.isFree} or ${courses.priceFen} = 0))`,
  }),
  live: tablePart({
    table: lives, id: lives.id, path: (id) => `/live/${id}`, lastmod: (now) => changedAt(lives.updatedAt, null, now),
    where: () => eq(lives.isPublished, true),
  }),
  // Drafts and scheduled articles have no public page yet, nor have their documents.
  article: tablePart({
    table: articles, id: articles.id, path: (id) => `/detail/${id}`, lastmod: (now) => changedAt(articles.updatedAt, articles.publishedAt, now),
    where: isPublicArticle,
  }),
  document: tablePart({
    table: documents, id: documents.id, path: (id) => `/view/${id}`, lastmod: (now) => changedAt(documents.updatedAt, null, now),
    where: () => sql`exists (select 1 from ${articles} where ${articles.id} = ${documents.articleId} and ${isPublicArticle()})`,
  }),
  journal: tablePart({
    table: journals, id: journals.id, path: (id) => `/journal/${id}`, lastmod: (now) => changedAt(journals.updatedAt, journals.publishedAt, now),
    where: isPublicJournal,
  }),
  base: tablePart({ table: bases, id: bases.id, path: (id) => `/base/${id}`, lastmod: (now) => changedAt(bases.updatedAt, null, now) }),
  // Only tags that something carries: an empty tag page is not worth a crawler's visit.
  tag: tablePart({
    table: tags, id: tags.id, path: (id) => `/tags/${id}`, lastmod: (now) => changedAt(tags.updatedAt, null, now),
    where: () => sql`exists (select 1 from ${itemTags} where ${itemTags.tagId} = ${tags.id})`,
  }),
  demand: tablePart({
    table: demands, id: demands.id, path: (id) => `/demand/${id}`, lastmod: (now) => changedAt(demands.updatedAt, null, now),
    where: isPublicDemand,
  }),
} satisfies Record<string, Part>;

export type PartName = keyof typeof PARTS;
export const PART_NAMES = Object.keys(PARTS) as PartName[];

/** Which part lists each public route of lib/routes.ts. */
export const PART_OF_ROUTE: Record<string, PartName> = {
  '/': 'pages',
  '/base': 'pages',
  '/course': 'pages',
  '/journal': 'pages',
  '/live': 'pages',
  '/training': 'pages',
  '/[newsPath]': 'pages',
  '/base/[id]': 'base',
  '/course/[id]': 'course',
  '/demand/[id]': 'demand',
  '/detail/[id]': 'article',
  '/journal/[id]': 'journal',
  '/live/[id]': 'live',
  '/tags/[id]': 'tag',
  '/training/[id]': 'training',
  '/video/[id]': 'video',
  '/view/[id]': 'document',
};
