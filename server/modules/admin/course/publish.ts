// admin/course/publish/:id (registrar): shows (published=1) or hides (published=0) a course on the public
// site at once, from the list without opening the form. A course without lessons cannot be published.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { courses, courseVideos } from '@/server/modules/course/schema';
import { defineAdminPublish } from '../publish';
import { COURSE_ROLES } from './list';
import { requireAdminCourse } from './queries';

export const adminCoursePublish = defineAdminPublish({
  roles: COURSE_ROLES,
  kind: 'course',
  load: requireAdminCourse,
  readyToShow: async (tx, id) => {
    const [{ n }] = await tx.select({ n: count() }).from(courseVideos).where(eq(courseVideos.courseId, id));
    if (n === 0) throw new ApiError(Code.BadInput, '发布前请至少添加一个课时');
  },
  write: async (tx, id, isPublished) => {
    await tx.update(courses).set({ isPublished }).where(eq(courses.id, id));
  },
});
