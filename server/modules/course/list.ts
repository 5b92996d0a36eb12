// course/list: the catalogue, by category (dictionary courseSubject), free or paid, newest or most
// studied first, a page at a time. Filters outside their allowed values are refused (BadInput).
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { COURSE_PRICES, COURSE_SORTS, type ApiCourseList } from '@/contract/wire/course';
import { ApiError } from '@/server/http/api-error';
import { readPage, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { listCourseCards, listSubjects } from './queries';

export const ZCourseListInput = z.object({
  subject: z.string().regex(/^[a-zA-Z]{1,30}$/, '课程分类不正确').optional(),
  price: z.enum(COURSE_PRICES, '价格筛选不正确').optional(),
  sort: z.enum(COURSE_SORTS, '排序方式不正确').optional().transform((s) => s ?? 'newest'),
  ...zPaging(12),
});
export type TCourseListInput = z.output<typeof ZCourseListInput>;

export const courseList = defineRoute({
  input: ZCourseListInput,
  handler: async (input, { db }): Promise<ApiCourseList> => {
    const subjects = await listSubjects(db);
    if (input.subject && !subjects.some((s) => s.value === input.subject)) {
      throw new ApiError(Code.BadInput, '课程分类不存在');
    }
    return { ...(await readPage(input, (window) => listCourseCards(db, input, window))), subjects };
  },
});
