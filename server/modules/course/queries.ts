// Course queries shared by the course/* and video/* handlers.
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApiCourseCard, ApiOption } from '@/contract/api-types';
import type { ApiChapter, ApiCoursePrice, ApiCourseSort, ApiVideoProgress } from '@/contract/wire/course';
import type { Db } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { options } from '@/server/modules/common/schema';
import { selectCourseCards, toApiCourseCard } from './cards';
import { canWatchLesson } from './access';
import { courseChapters, courseEnrolments, courses, courseVideos, lecturers, videoProgress } from './schema';

export const SUBJECT_DICTIONARY = 'courseSubject';

export async function listSubjects(db: Db): Promise<ApiOption[]> {
  const rows = await db
    .select({ value: options.value, name: options.label })
    .from(options)
    .where(eq(options.name, SUBJECT_DICTIONARY))
    .orderBy(asc(options.sort), asc(options.id));
  return rows;
}

export type CourseFilter = { subject?: string; price?: ApiCoursePrice; sort: ApiCourseSort };

const lessonCount = sql<number>`(select count(*) from ${courseVideos} where ${courseVideos.courseId} = ${courses.id})`.mapWith(Number);

export async function listCourseCards(
  db: Db,
  filter: CourseFilter,
  window: { offset: number; limit: number },
): Promise<{ list: ApiCourseCard[]; total: number }> {
  // Unpublished courses are hidden from every public read (docs/product.md §10).
  const where: SQL[] = [eq(courses.isPublished, true)];
  if (filter.subject) where.push(eq(courses.subject, filter.subject));
  if (filter.price === 'free') where.push(eq(courses.priceFen, 0));
  if (filter.price === 'paid') where.push(gt(courses.priceFen, 0));
  const cond = and(...where);
  const order = filter.sort === 'popular'
    ? [desc(courses.learners), desc(courses.publishedAt), asc(courses.id)]
    : [desc(courses.publishedAt), desc(courses.id)];
  const rows = await selectCourseCards(db)
    .where(cond)
    .orderBy(...order)
    .offset(window.offset)
    .limit(window.limit);
  const [{ n }] = await db.select({ n: count() }).from(courses).where(cond);
  return { list: rows.map(toApiCourseCard), total: n };
}

export async function findCourse(db: Db, id: number) {
  return firstRow(
    db
      .select({ course: courses, lecturer: lecturers })
      .from(courses)
      .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
      .where(and(eq(courses.id, id), eq(courses.isPublished, true))),
  );
}

export async function findCourseCard(db: Db, id: number): Promise<(ApiCourseCard & { credit: string; priceFen: number }) | null> {
  const [row] = await db
    .select({
      id: courses.id, title: courses.title, cover: courses.cover, lecturer: lecturers.name,
      priceFen: courses.priceFen, learners: courses.learners, lessons: lessonCount, credit: courses.credit,
    })
    .from(courses)
    .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(eq(courses.id, id), eq(courses.isPublished, true)))
    .limit(1);
  return row ? { ...toApiCourseCard(row), credit: row.credit, priceFen: row.priceFen } : null;
}

export async function findEnrolment(db: Db, courseId: number, userId: number) {
  return firstRow(
    db.select().from(courseEnrolments).where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId))),
  );
}

export type ProgressRow = ApiVideoProgress & { videoId: number; updatedAt: Date };

/** The user's progress in the given videos, by video id. */
export async function progressByVideo(db: Db, userId: number, videoIds: number[]): Promise<Map<number, ProgressRow>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .select({
      videoId: videoProgress.videoId, position: videoProgress.positionSeconds, watched: videoProgress.watchedSeconds,
      duration: videoProgress.durationSeconds, finished: videoProgress.isFinished, updatedAt: videoProgress.updatedAt,
      credited: sql<number>`${videoProgress.creditedMs} / 1000`.mapWith(Number),
    })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), inArray(videoProgress.videoId, videoIds)));
  return new Map(rows.map((r) => [r.videoId, r]));
}

export function toWireProgress(row: ProgressRow | undefined): ApiVideoProgress | null {
  return row
    ? { position: row.position, watched: row.watched, duration: row.duration, credited: row.credited, finished: row.finished }
    : null;
}

export type OutlineVideo = { id: number; chapterId: number; title: string; src: string; durationSeconds: number; isFree: boolean };
export type Outline = { chapters: { id: number; title: string }[]; videos: OutlineVideo[] };

/** Whether the visitor (none: a guest) is enrolled in the course. */
export async function isEnrolled(db: Db, courseId: number, userId: number | undefined): Promise<boolean> {
  return userId ? Boolean(await findEnrolment(db, courseId, userId)) : false;
}

/** The course's outline and the visitor's progress in its lessons (a guest: none). */
export async function loadOutlineProgress(
  db: Db,
  courseId: number,
  userId: number | undefined,
): Promise<{ outline: Outline; progress: Map<number, ProgressRow> }> {
  const outline = await loadOutline(db, courseId);
  const progress = userId ? await progressByVideo(db, userId, outline.videos.map((v) => v.id)) : new Map<number, ProgressRow>();
  return { outline, progress };
}

/** Chapters and their videos in course order. */
export async function loadOutline(db: Db, courseId: number): Promise<Outline> {
  const chapters = await db
    .select({ id: courseChapters.id, title: courseChapters.title })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
  const rows = await db
    .select({
      id: courseVideos.id, chapterId: courseVideos.chapterId, title: courseVideos.title, src: courseVideos.src,
      durationSeconds: courseVideos.durationSeconds, isFree: courseVideos.isFree,
    })
    .from(courseVideos)
    .where(eq(courseVideos.courseId, courseId))
    .orderBy(asc(courseVideos.sort), asc(courseVideos.id));
  // Course order: by chapter, then by the lesson's place in it.
  const rank = new Map(chapters.map((c, i) => [c.id, i]));
  const videos = rows
    .filter((v) => rank.has(v.chapterId))
    .sort((a, b) => rank.get(a.chapterId)! - rank.get(b.chapterId)!);
  return { chapters, videos };
}

/** The table of contents as the wire sends it, with what this visitor may play and their progress. */
export function toWireChapters(
  outline: Outline,
  course: { priceFen: number },
  enrolled: boolean,
  progress: Map<number, ProgressRow>,
): ApiChapter[] {
  return outline.chapters.map((c) => ({
    id: c.id,
    title: c.title,
    lessons: outline.videos
      .filter((v) => v.chapterId === c.id)
      .map((v) => ({
        id: v.id,
        title: v.title,
        durationSeconds: v.durationSeconds,
        isPreview: course.priceFen > 0 && v.isFree,
        canWatch: canWatchLesson(course, v, enrolled),
        progress: toWireProgress(progress.get(v.id)),
      })),
  }));
}

/**
 * The lesson to start or go on with: after the last one touched (the same one unless it was finished),
 * else the first playable lesson.
 */
export function pickNextLesson(
  outline: Outline,
  course: { priceFen: number },
  enrolled: boolean,
  progress: Map<number, ProgressRow>,
): number | null {
  const playable = outline.videos.filter((v) => canWatchLesson(course, v, enrolled));
  if (playable.length === 0) return null;
  let last: ProgressRow | undefined;
  for (const row of progress.values()) if (!last || row.updatedAt > last.updatedAt) last = row;
  if (last) {
    const { videoId, finished } = last;
    const i = playable.findIndex((v) => v.id === videoId);
    if (i >= 0) return finished && i + 1 < playable.length ? playable[i + 1].id : playable[i].id;
  }
  return playable[0].id;
}
