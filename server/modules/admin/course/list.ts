// admin/course/list (registrar): every course, published or not, newest first, a page at a time;
// filters: words in the title, published or not.
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiPage } from '@/contract/api-types';
import type { ApiAdminCourseRow } from '@/contract/wire/admin-course';
import { zText } from '@/server/http/inputs';
import { options } from '@/server/modules/common/schema';
import { toSeconds } from '@/server/modules/common/time';
import { courseEnrolments, courses, courseVideos, lecturers } from '@/server/modules/course/schema';
import { SUBJECT_DICTIONARY } from '@/server/modules/course/queries';
import { defineAdminRoute } from '../guard';
import { containing, zAdminPage } from '../list-inputs';

export const COURSE_ROLES = ['registrar'] as const;

export const adminCourseList = defineAdminRoute({
  roles: COURSE_ROLES,
  input: z.object({
    keyword: zText(50, '关键词').optional(),
    published: z.enum(['1', '0'], '发布状态不正确').optional(),
    ...zAdminPage,
  }),
  handler: async ({ keyword, published, page, size }, { db }): Promise<Pick<ApiPage<ApiAdminCourseRow>, 'list' | 'total'>> => {
    const where: SQL[] = [];
    if (keyword) where.push(ilike(courses.title, containing(keyword)));
    if (published) where.push(eq(courses.isPublished, published === '1'));
    const cond = where.length ? and(...where) : undefined;
    const lessons = sql<number>`(select count(*) from ${courseVideos} where ${courseVideos.courseId} = ${courses.id})`.mapWith(Number);
    const enrolments = sql<number>`(select count(*) from ${courseEnrolments} where ${courseEnrolments.courseId} = ${courses.id})`.mapWith(Number);
    const subjectName = sql<string | null>`(select ${options.label} from ${options} where ${options.name} = ${SUBJECT_DICTIONARY} and ${options.value} = ${courses.subject} limit 1)`;
    const rows = await db
      .select({
        id: courses.id, title: courses.title, subjectName, lecturer: lecturers.name, priceFen: courses.priceFen,
        isPublished: courses.isPublished, lessons, enrolments, updatedAt: courses.updatedAt,
      })
      .from(courses)
      .innerJoin(lecturers, eq(lecturers.id, courses.lecturerId))
      .where(cond)
      .orderBy(desc(courses.id))
      .offset((page - 1) * size)
      .limit(size);
    const [{ n }] = await db.select({ n: count() }).from(courses).where(cond);
    return {
      list: rows.map(({ priceFen, subjectName: s, updatedAt, ...r }) => ({
        ...r, subjectName: s ?? '', price: priceFen / 100, updatedAt: toSeconds(updatedAt),
      })),
      total: n,
    };
  },
});
