// Loaders of the console's course and live pages (docs/product.md §10): the roles each page needs, the form's
// choices and, on an edit page, the thing itself ("new" opens an empty form; an unknown id is the 404 page).
import type { ApiAdminCourse, ApiAdminCourseOptions, ApiAdminLive } from '@/contract/wire/admin-course';
import { withAdmin, withEditForm } from './admin';
import type { ApiClient } from './page';

export const COURSE_PAGE_ROLES = ['registrar'] as const;
export const LIVE_PAGE_ROLES = ['registrar', 'editor'] as const;

/** What both edit forms choose from (subjects, lecturers, tags). */
const loadOptions = (api: ApiClient) => api.call<ApiAdminCourseOptions>('admin/course/options', undefined, { suppressToast: true });

export type AdminCourseEditProps = { options: ApiAdminCourseOptions; course: ApiAdminCourse | null };
export type AdminLiveEditProps = { options: ApiAdminCourseOptions; live: ApiAdminLive | null };

export const getCourseListProps = withAdmin(COURSE_PAGE_ROLES);

export const getCourseEditProps = withEditForm<AdminCourseEditProps>(COURSE_PAGE_ROLES, 'course', 'admin/course/get', loadOptions);

export const getLiveListProps = withAdmin(LIVE_PAGE_ROLES);

export const getLiveEditProps = withEditForm<AdminLiveEditProps>(LIVE_PAGE_ROLES, 'live', 'admin/live/get', loadOptions);
