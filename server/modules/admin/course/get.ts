// admin/course/get/:id (registrar): one course as the form edits it, published or not; and
// admin/course/options: the subjects, lecturers and tags the form chooses from.
import { asc } from 'drizzle-orm';
import type { ApiAdminCourseOptions } from '@/contract/wire/admin-course';
import { lecturers } from '@/server/modules/course/schema';
import { listSubjects } from '@/server/modules/course/queries';
import { tags } from '@/server/modules/common/tag-schema';
import { defineAdminGet } from '../get';
import { defineAdminRoute } from '../guard';
import { COURSE_ROLES } from './list';
import { loadAdminCourse } from './queries';

export const adminCourseGet = defineAdminGet(COURSE_ROLES, loadAdminCourse, '课程不存在');

export const adminCourseOptions = defineAdminRoute({
  // The live form chooses tags from the same list.
  roles: ['registrar', 'editor'],
  handler: async (_input, { db }): Promise<ApiAdminCourseOptions> => {
    const subjects = (await listSubjects(db)).map((s) => ({ value: s.value, label: s.name }));
    const people = await db
      .select({ id: lecturers.id, name: lecturers.name, title: lecturers.title })
      .from(lecturers)
      .orderBy(asc(lecturers.id));
    const tagList = await db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.sort), asc(tags.id));
    return { subjects, lecturers: people, tags: tagList };
  },
});

