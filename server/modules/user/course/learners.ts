// user/course/learners/{id}: a course's learners and their progress, paged, for the organisation that
// runs it; user/course/learners/{id}/csv (GET) is the whole list as a spreadsheet.
import { z } from 'zod';
import { count, eq } from 'drizzle-orm';
import { formatDateTime } from '@/contract/time';
import type { ApiCourseLearner, ApiCourseLearners } from '@/contract/wire/user-course';
import { csvDownload, type CsvCell } from '@/server/http/csv';
import { pageWindow, zId, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { courseEnrolments } from '@/server/modules/course/schema';
import { requireArea } from '../scope';
import { findOrgCourse, listLearners } from './queries';

export const userCourseLearners = defineRoute({
  input: z.object({ id: zId, ...zPaging(20) }),
  auth: 'user',
  handler: async (input, { db, session: { user } }): Promise<ApiCourseLearners> => {
    requireArea(user, 'course');
    const course = await findOrgCourse(db, input.id, user.id);
    const [{ n }] = await db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id));
    const list = await listLearners(db, course.id, course.lessons, pageWindow(input));
    return { course, list, total: n, page: input.page, pageSize: input.pageSize, csvUrl: `/api/med/user/course/learners/${course.id}/csv` };
  },
});

/** "1小时5分", "12分", "0分": study time as a person reads it. */
export function formatWatched(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const h = Math.floor(minutes / 60);
  return h ? `${h}小时${minutes % 60}分` : `${minutes}分`;
}

export function learnersCsv(lessons: number, learners: ApiCourseLearner[]): { header: string[]; rows: CsvCell[][] } {
  const header = ['序号', '姓名', '手机号', '工作单位', '科室', '报名时间', `完成课时（共${lessons}课时）`, '学习进度(%)', '已学时长', '最近学习', '是否学完'];
  const rows = learners.map((l, i) => [
    i + 1, l.name, l.phone, l.workUnit, l.department, formatDateTime(l.enrolledAt), l.lessonsFinished, l.percent,
    formatWatched(l.studiedSeconds), l.lastStudyAt ? formatDateTime(l.lastStudyAt) : '', l.percent >= 100 ? '是' : '否',
  ]);
  return { header, rows };
}

export const userCourseLearnersCsv = defineRoute({
  input: z.object({ id: zId }),
  methods: ['GET'],
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }) => {
    requireArea(user, 'course');
    const course = await findOrgCourse(db, id, user.id);
    const learners = await listLearners(db, course.id, course.lessons);
    const { header, rows } = learnersCsv(course.lessons, learners);
    return csvDownload(`${course.title}-学员学习进度.csv`, header, rows);
  },
});
