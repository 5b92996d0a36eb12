// admin/course/publish/:id (registrar): shows (published=1) or hides (published=0) a course on the public
// site at once, from the list without opening the form. A course without lessons cannot be published.
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { courses, courseVideos } from '@/server/modules/course/schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { COURSE_ROLES } from './list';
import { loadAdminCourse } from './queries';

export const adminCoursePublish = defineAdminRoute({
  roles: COURSE_ROLES,
  input: z.object({ id: zId, published: z.enum(['1', '0'], '发布状态不正确') }),
  handler: async ({ id, published }, { db, staff }): Promise<{ id: number; isPublished: boolean }> => {
    const isPublished = published === '1';
    return withTransaction(db, async (tx) => {
      const before = await loadAdminCourse(tx, id);
      if (!before) throw new ApiError(Code.NotFound, '课程不存在');
      if (before.isPublished === isPublished) return { id, isPublished };
      if (isPublished) {
        const [{ n }] = await tx.select({ n: count() }).from(courseVideos).where(eq(courseVideos.courseId, id));
        if (n === 0) throw new ApiError(Code.BadInput, '发布前请至少添加一个课时');
      }
      await tx.update(courses).set({ isPublished }).where(eq(courses.id, id));
      await syncSearchDocs(tx, 'course', [id]);
      await writeAudit(tx, { staffId: staff.id, action: isPublished ? 'publish' : 'unpublish', kind: 'course', itemId: id, before, after: { ...before, isPublished } });
      await refreshPublic(tx, 'course');
      return { id, isPublished };
    });
  },
});
