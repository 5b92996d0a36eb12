// Course cards (ApiCourseCard): the one query and the one reshaping for lists and home.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ApiCourseCard } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { courses, courseVideos, lecturers } from './schema';

type CardRow = { id: number; title: string; cover: string; lecturer: string; priceFen: number; learners: number; lessons: number };

export function toApiCourseCard(row: CardRow): ApiCourseCard {
  return {
    id: row.id, title: row.title, cover: row.cover, lecturer: row.lecturer,
    price: row.priceFen / 100, learners: row.learners, lessons: row.lessons,
  };
}

/** The rows of course cards with their lecturer and lesson count; the caller adds where, order and window. */
export function selectCourseCards(db: Db) {
  const lessons = sql<number>`(select count(*) from ${courseVideos} where ${courseVideos.courseId} = ${courses.id})`.mapWith(Number);
  return db
    .select({
      id: courses.id, title: courses.title, cover: courses.cover, lecturer: lecturers.name,
      priceFen: courses.priceFen, learners: courses.learners, lessons,
    })
    .from(courses)
    .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId));
}

/** The order of featured courses: recommended first, then the most studied. */
export const FEATURED_COURSE_ORDER = [desc(courses.isRecommended), desc(courses.learners), asc(courses.id)];

/** Featured courses: recommended first, then the most studied. */
export async function listFeaturedCourses(db: Db, limit: number): Promise<ApiCourseCard[]> {
  const rows = await selectCourseCards(db)
    .where(eq(courses.isPublished, true))
    .orderBy(...FEATURED_COURSE_ORDER)
    .limit(limit);
  return rows.map(toApiCourseCard);
}
