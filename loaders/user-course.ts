// /user/course (scope 2; the route table answers 404 to others): the courses this user's organisation
// runs, or with ?id= one course's learners and their progress. An odd page number falls back to the
// first or last page of either list.
import type { ApiCourseLearners, ApiOrgCourseList } from '@/contract/wire/user-course';
import { loadListPage } from './list-query';
import { withPage } from './page';
import { readId } from './user-training';

export type UserCourseProps =
  | { view: 'list'; courses: ApiOrgCourseList; title: string }
  | { view: 'learners'; learners: ApiCourseLearners; title: string };

export const getServerSideProps = withPage<UserCourseProps>(async ({ ctx, api }) => {
  const id = readId(ctx.query);
  if (id === null) return { notFound: true };
  if (id !== undefined) {
    // The redirect keeps ?id=, so an odd page stays on the same course's learners.
    const loaded = await loadListPage(ctx, (page) => api.call<ApiCourseLearners>(`user/course/learners/${id}`, { page }));
    if ('redirect' in loaded) return loaded;
    return { props: { view: 'learners', learners: loaded.data, title: '学员学习进度' } };
  }
  const loaded = await loadListPage(ctx, (page) => api.call<ApiOrgCourseList>('user/course/courses', { page }));
  if ('redirect' in loaded) return loaded;
  const courses = loaded.data;
  return { props: { view: 'list', courses, title: '培训中心' } };
});
