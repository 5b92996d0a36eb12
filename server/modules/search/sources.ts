// What each kind of item contributes to its search document: read from its own tables, one query per
// kind (plus one for tags), for some ids or for all of them.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { articles } from '@/server/modules/article/schema';
import { bases } from '@/server/modules/training/base-schema';
import { categories } from '@/server/modules/category/schema';
import { options } from '@/server/modules/common/schema';
import { courseChapters, courses, courseVideos, lecturers } from '@/server/modules/course/schema';
import { journalEntries, journals } from '@/server/modules/article/journal-schema';
import { isPublicJournal } from '@/server/modules/article/journal-visibility';
import { liveChapters, lives } from '@/server/modules/live/schema';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { trainings } from '@/server/modules/training/schema';
import type { SearchItemType, SearchType } from './schema';

export type DocSource = {
  type: SearchType;
  itemType: SearchItemType;
  itemId: number;
  title: string;
  summary: string;
  meta: string;
  url: string;
  publishedAt: Date;
  /** Short texts that say what the item is about: names, tags, chapter titles (weighted above body). */
  keywords: string[];
  /** Long text: the body, syllabus or introduction (rich text is turned into plain text). */
  body: string;
};

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** Rich text (HTML) as plain text: tags become spaces, common entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*|#39);/gi, (m, name: string) => {
      const lower = name.toLowerCase();
      if (ENTITIES[lower]) return ENTITIES[lower];
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function only(column: PgColumn, ids: readonly number[] | undefined): SQL | undefined {
  return ids ? inArray(column, [...ids]) : undefined;
}

/** Rows of a child table grouped by parent id. */
function groupBy<T>(rows: T[], key: (row: T) => number, value: (row: T) => string): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(value(row));
    map.set(key(row), list);
  }
  return map;
}

async function tagNames(db: Db, itemType: 'article' | 'course' | 'training' | 'live', ids: readonly number[] | undefined) {
  const rows = await db
    .select({ itemId: itemTags.itemId, name: tags.name })
    .from(itemTags)
    .innerJoin(tags, eq(tags.id, itemTags.tagId))
    .where(and(eq(itemTags.itemType, itemType), only(itemTags.itemId, ids)));
  return groupBy(rows, (r) => r.itemId, (r) => r.name);
}

function optionLabel(name: string, value: PgColumn) {
  return sql<string | null>`(select ${options.label} from ${options} where ${options.name} = ${name} and ${options.value} = ${value})`;
}

async function trainingSources(db: Db, ids?: readonly number[]): Promise<DocSource[]> {
  const rows = await db
    .select({
      id: trainings.id, title: trainings.title, summary: trainings.summary, organiser: trainings.organiser,
      audience: trainings.audience, credit: trainings.credit, syllabus: trainings.syllabus, startAt: trainings.startAt,
      baseName: bases.name, region: optionLabel('region', trainings.region), project: optionLabel('trainingProject', trainings.project),
    })
    .from(trainings)
    .leftJoin(bases, eq(bases.id, trainings.baseId))
    // An unpublished class has no document (syncSearchDocs removes it).
    .where(and(only(trainings.id, ids), eq(trainings.isPublished, true)));
  const tagsOf = await tagNames(db, 'training', ids);
  return rows.map((r) => ({
    type: 'training', itemType: 'training', itemId: r.id, title: r.title, summary: r.summary,
    meta: [r.region, r.baseName].filter(Boolean).join(' · '),
    url: `/training/${r.id}`, publishedAt: r.startAt,
    keywords: [r.project, r.region, r.baseName, r.organiser, r.audience, r.credit, ...(tagsOf.get(r.id) ?? [])].filter((k): k is string => !!k),
    body: htmlToText(r.syllabus),
  }));
}

async function courseSources(db: Db, ids?: readonly number[]): Promise<DocSource[]> {
  const rows = await db
    .select({
      id: courses.id, title: courses.title, summary: courses.summary, intro: courses.intro, publishedAt: courses.publishedAt,
      lecturer: lecturers.name, lecturerTitle: lecturers.title, workUnit: lecturers.workUnit,
      subject: optionLabel('courseSubject', courses.subject),
    })
    .from(courses)
    .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    // An unpublished course has no document (syncSearchDocs removes it).
    .where(and(only(courses.id, ids), eq(courses.isPublished, true)));
  const chapters = await db
    .select({ courseId: courseChapters.courseId, title: courseChapters.title })
    .from(courseChapters)
    .where(only(courseChapters.courseId, ids))
    .orderBy(asc(courseChapters.sort));
  const videos = await db
    .select({ courseId: courseVideos.courseId, title: courseVideos.title })
    .from(courseVideos)
    .where(only(courseVideos.courseId, ids))
    .orderBy(asc(courseVideos.sort));
  const chaptersOf = groupBy(chapters, (r) => r.courseId, (r) => r.title);
  const videosOf = groupBy(videos, (r) => r.courseId, (r) => r.title);
  const tagsOf = await tagNames(db, 'course', ids);
  return rows.map((r) => ({
    type: 'course', itemType: 'course', itemId: r.id, title: r.title, summary: r.summary,
    meta: `${r.lecturer} ${r.lecturerTitle}`,
    url: `/course/${r.id}`, publishedAt: r.publishedAt,
    keywords: [r.subject, r.lecturer, r.workUnit, ...(tagsOf.get(r.id) ?? []), ...(chaptersOf.get(r.id) ?? []), ...(videosOf.get(r.id) ?? [])]
      .filter((k): k is string => !!k),
    body: htmlToText(r.intro),
  }));
}

async function liveSources(db: Db, ids?: readonly number[]): Promise<DocSource[]> {
  const rows = await db
    .select({
      id: lives.id, title: lives.title, summary: lives.summary, intro: lives.intro, startAt: lives.startAt,
      speaker: lives.speaker, speakerTitle: lives.speakerTitle,
    })
    .from(lives)
    .where(and(only(lives.id, ids), eq(lives.isPublished, true)));
  const chapters = await db
    .select({ liveId: liveChapters.liveId, title: liveChapters.title })
    .from(liveChapters)
    .where(only(liveChapters.liveId, ids));
  const chaptersOf = groupBy(chapters, (r) => r.liveId, (r) => r.title);
  const tagsOf = await tagNames(db, 'live', ids);
  return rows.map((r) => ({
    type: 'live', itemType: 'live', itemId: r.id, title: r.title, summary: r.summary,
    meta: `主讲 ${r.speaker}`,
    url: `/live/${r.id}`, publishedAt: r.startAt,
    keywords: [r.speaker, r.speakerTitle, ...(tagsOf.get(r.id) ?? []), ...(chaptersOf.get(r.id) ?? [])],
    body: htmlToText(r.intro),
  }));
}

async function articleSources(db: Db, ids?: readonly number[]): Promise<DocSource[]> {
  const rows = await db
    .select({
      id: articles.id, title: articles.title, summary: articles.summary, body: articles.body, source: articles.source,
      author: articles.author, publishedAt: articles.publishedAt, categoryName: categories.name, categoryType: categories.type,
    })
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    // Drafts have no document; a scheduled article has one, which search.ts hides until its time.
    .where(and(only(articles.id, ids), eq(articles.status, 'published')));
  const tagsOf = await tagNames(db, 'article', ids);
  return rows.map((r) => ({
    // A journal paper is an article, found under the journal tab.
    type: r.categoryType === 'journal' ? 'journal' : 'article',
    itemType: 'article', itemId: r.id, title: r.title, summary: r.summary,
    meta: r.categoryName,
    url: `/detail/${r.id}`, publishedAt: r.publishedAt,
    keywords: [r.categoryName, r.source, r.author, ...(tagsOf.get(r.id) ?? [])],
    body: htmlToText(r.body),
  }));
}

async function journalSources(db: Db, ids?: readonly number[]): Promise<DocSource[]> {
  const rows = await db
    .select({ id: journals.id, name: journals.name, year: journals.year, number: journals.number, summary: journals.summary, publishedAt: journals.publishedAt })
    .from(journals)
    // An unpublished issue has no document (syncSearchDocs removes it).
    .where(and(only(journals.id, ids), isPublicJournal()));
  const entries = await db
    .select({ journalId: journalEntries.journalId, section: journalEntries.section, title: journalEntries.title, authors: journalEntries.authors })
    .from(journalEntries)
    .where(only(journalEntries.journalId, ids))
    .orderBy(asc(journalEntries.sort));
  const contentsOf = groupBy(entries, (r) => r.journalId, (r) => `${r.section} ${r.title} ${r.authors}`);
  return rows.map((r) => ({
    type: 'journal', itemType: 'journal', itemId: r.id,
    title: `《${r.name}》${r.year}年第${r.number}期`, summary: r.summary,
    meta: '期刊',
    url: `/journal/${r.id}`, publishedAt: r.publishedAt,
    keywords: [r.name],
    body: (contentsOf.get(r.id) ?? []).join('。'),
  }));
}

const LOADERS: Record<SearchItemType, (db: Db, ids?: readonly number[]) => Promise<DocSource[]>> = {
  training: trainingSources,
  course: courseSources,
  live: liveSources,
  article: articleSources,
  journal: journalSources,
};

export const SEARCH_ITEM_TYPES = Object.keys(LOADERS) as SearchItemType[];

/** The documents of the given items of one kind (all of them when ids is undefined). */
export function loadDocSources(db: Db, itemType: SearchItemType, ids?: readonly number[]): Promise<DocSource[]> {
  return LOADERS[itemType](db, ids);
}
