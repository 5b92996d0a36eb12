// user/course/courses: the courses this user's organisation runs (scope 2), with how many learners
// enrolled and finished.
import { z } from 'zod';
import type { ApiOrgCourseList } from '@/contract/wire/user-course';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { requireArea } from '../scope';
import { listOrgCourses } from './queries';

export const userCourseCourses = defineRoute({
  input: z.object({ ...zPaging(10) }),
  auth: 'user',
  handler: async (input, { db, session: { user } }): Promise<ApiOrgCourseList> => {
    requireArea(user, 'course');
    const { list, total } = await listOrgCourses(db, user.id, pageWindow(input));
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
