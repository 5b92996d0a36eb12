// admin/course/delete/:id (registrar): removes a course nobody depends on. A course with enrolments,
// study records or certificates is refused with the reason (AdminCode.CourseHasLearners); unpublishing hides
// it instead and keeps learners' history.
import { AdminCode } from '@/contract/admin-codes';
import { ApiError } from '@/server/http/api-error';
import { COURSE_ROLES } from './list';
import { countCourseCertificates, lessonsWithProgress, requireAdminCourse } from './queries';
import { defineAdminDelete, deleteTaggedItem } from '../delete';

export const adminCourseDelete = defineAdminDelete({
  roles: COURSE_ROLES,
  kind: 'course',
  load: requireAdminCourse,
  remove: async (tx, id, before) => {
    if (before.enrolments > 0) {
      throw new ApiError(AdminCode.CourseHasLearners, `该课程已有${before.enrolments}名学员报名，不能删除；如不再开放，请改为下线`);
    }
    const studied = await lessonsWithProgress(tx, before.chapters.flatMap((c) => c.lessons.map((l) => l.id)));
    if (studied.length) throw new ApiError(AdminCode.CourseHasLearners, '该课程已有学员的学习记录，不能删除；如不再开放，请改为下线');
    if (await countCourseCertificates(tx, id)) throw new ApiError(AdminCode.CourseHasLearners, '该课程已颁发过证书，不能删除；如不再开放，请改为下线');
    // Chapters and lessons go with it (foreign keys cascade); tags point at it by type and id only.
    await deleteTaggedItem(tx, 'course', id);
  },
});
