// The items carrying a tag, one query per kind, each reshaped by its own module's card function so a
// tag page shows the same cards as the lists do. Ids come from item_tags; rows that no longer exist
// simply do not join.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiArticleCard, ApiCourseCard, ApiLiveCard, ApiTrainingCard } from '@/contract/api-types';
import type { ApiTagItemType } from '@/contract/wire/tag';
import type { Db } from '@/server/db/client';
import { selectArticleCards, toApiArticleCard } from '@/server/modules/article/cards';
import { articles } from '@/server/modules/article/schema';
import { isPublicArticle } from '@/server/modules/article/visibility';
import { bases } from '@/server/modules/training/base-schema';
import { options } from '@/server/modules/common/schema';
import { FEATURED_COURSE_ORDER, selectCourseCards, toApiCourseCard } from '@/server/modules/course/cards';
import { courses } from '@/server/modules/course/schema';
import { selectLiveCards, toApiLiveCard } from '@/server/modules/live/cards';
import { lives } from '@/server/modules/live/schema';
import { liveRank } from '@/server/modules/live/status';
import { cardColumns, toApiTrainingCard } from '@/server/modules/training/cards';
import { trainings } from '@/server/modules/training/schema';
import { trainingRank } from '@/server/modules/training/status';
import { itemTags } from '../common/tag-schema';

export type Window = { offset: number; limit: number };

function taggedIds(db: Db, tagId: number, type: ApiTagItemType) {
  // An unpublished class is on no tag page (docs/product.md §10), neither listed nor counted.
  const visible = type === 'training'
    ? sql`${itemTags.itemId} in (select ${trainings.id} from ${trainings} where ${trainings.isPublished})`
    : undefined;
  return db.select({ id: itemTags.itemId }).from(itemTags).where(and(eq(itemTags.tagId, tagId), eq(itemTags.itemType, type), visible));
}

const tables = { article: articles, course: courses, training: trainings, live: lives } as const;

/** Unpublished courses and broadcasts are hidden from tag pages as from every public read. */
const isPublicCourse = () => eq(courses.isPublished, true);
const isPublicLive = () => eq(lives.isPublished, true);

/** How many existing items of a kind carry the tag. */
export async function countTagged(db: Db, tagId: number, type: ApiTagItemType): Promise<number> {
  const table = tables[type];
  // Drafts and scheduled articles are not counted: the tag page must not promise what it cannot show.
  const visible = type === 'article' ? isPublicArticle() : type === 'course' ? isPublicCourse() : type === 'live' ? isPublicLive() : undefined;
  const [{ n }] = await db.select({ n: count() }).from(table).where(and(inArray(table.id, taggedIds(db, tagId, type)), visible));
  return n;
}

/** Articles: newest first. */
export async function listTaggedArticles(db: Db, tagId: number, { offset, limit }: Window): Promise<ApiArticleCard[]> {
  const rows = await selectArticleCards(db)
    .where(and(inArray(articles.id, taggedIds(db, tagId, 'article')), isPublicArticle()))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .offset(offset)
    .limit(limit);
  return rows.map(toApiArticleCard);
}

/** Courses: recommended, then the most studied. */
export async function listTaggedCourses(db: Db, tagId: number, { offset, limit }: Window): Promise<ApiCourseCard[]> {
  const rows = await selectCourseCards(db)
    .where(and(inArray(courses.id, taggedIds(db, tagId, 'course')), isPublicCourse()))
    .orderBy(...FEATURED_COURSE_ORDER)
    .offset(offset)
    .limit(limit);
  return rows.map(toApiCourseCard);
}

/** Training classes: signing up, then ongoing, then finished; latest start first within each. */
export async function listTaggedTrainings(db: Db, tagId: number, { offset, limit }: Window, now = new Date()): Promise<ApiTrainingCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(trainings)
    .leftJoin(bases, eq(bases.id, trainings.baseId))
    .leftJoin(options, and(eq(options.name, 'region'), eq(options.value, trainings.region)))
    .where(inArray(trainings.id, taggedIds(db, tagId, 'training')))
    .orderBy(asc(trainingRank(now)), desc(trainings.startAt), asc(trainings.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => toApiTrainingCard(r, now));
}

/** Live broadcasts: live now, upcoming, then replays; latest start first within each. */
export async function listTaggedLives(db: Db, tagId: number, { offset, limit }: Window, now = new Date()): Promise<ApiLiveCard[]> {
  const rows = await selectLiveCards(db)
    .where(and(inArray(lives.id, taggedIds(db, tagId, 'live')), isPublicLive()))
    .orderBy(asc(liveRank(now)), desc(lives.startAt), asc(lives.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => toApiLiveCard(r, now));
}
