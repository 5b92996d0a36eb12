// Loaders of the console's course and live pages (docs/product.md §10): the roles each page needs, the form's
// choices and, on an edit page, the thing itself ("new" opens an empty form; an unknown id is the 404 page).
import type { ApiAdminCourse, ApiAdminCourseOptions, ApiAdminLive } from '@/contract/wire/admin-course';
import { isNotFound, loadEditItem, withAdmin } from './admin';

export const COURSE_PAGE_ROLES = ['registrar'] as const;
export const LIVE_PAGE_ROLES = ['registrar', 'editor'] as const;

export type AdminCourseEditProps = { options: ApiAdminCourseOptions; course: ApiAdminCourse | null };
export type AdminLiveEditProps = { options: ApiAdminCourseOptions; live: ApiAdminLive | null };

export const getCourseListProps = withAdmin(COURSE_PAGE_ROLES);

export const getCourseEditProps = withAdmin<AdminCourseEditProps>(COURSE_PAGE_ROLES, async (_ctx, api, { params }) => {
  const course = await loadEditItem<ApiAdminCourse>(api, 'admin/course/get', params.id);
  if (isNotFound(course)) return course;
  const options = await api.call<ApiAdminCourseOptions>('admin/course/options', undefined, { suppressToast: true });
  return { options, course };
});

export const getLiveListProps = withAdmin(LIVE_PAGE_ROLES);

export const getLiveEditProps = withAdmin<AdminLiveEditProps>(LIVE_PAGE_ROLES, async (_ctx, api, { params }) => {
  const live = await loadEditItem<ApiAdminLive>(api, 'admin/live/get', params.id);
  if (isNotFound(live)) return live;
  const options = await api.call<ApiAdminCourseOptions>('admin/course/options', undefined, { suppressToast: true });
  return { options, live };
});
