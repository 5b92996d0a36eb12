// /user/course (scope 2; the route table answers 404 to others): the courses this user's organisation
// runs, or with ?id= one course's learners and their progress.
import type { ApiCourseLearners, ApiOrgCourseList } from '../wire/user-course';
import { readPage } from './list-query';
import { withPage } from './page';
import { readId } from './user-training';

export type UserCourseProps =
  | { view: 'list'; courses: ApiOrgCourseList; title: string }
  | { view: 'learners'; learners: ApiCourseLearners; title: string };

export const getServerSideProps = withPage<UserCourseProps>(async ({ ctx, api }) => {
  const id = readId(ctx.query);
  const page = readPage(ctx.query);
  if (id === null || page === null) return { notFound: true };
  if (id !== undefined) {
    const learners = await api.call<ApiCourseLearners>(`user/course/learners/${id}`, { page });
    if (page > 1 && learners.list.length === 0) return { notFound: true };
    return { props: { view: 'learners', learners, title: '学员学习进度' } };
  }
  const courses = await api.call<ApiOrgCourseList>('user/course/courses', { page });
  if (page > 1 && courses.list.length === 0) return { notFound: true };
  return { props: { view: 'list', courses, title: '培训中心' } };
});
