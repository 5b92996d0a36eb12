// /course/exam/{id}: the course's post-test and the learner's standing (the route needs login; a course
// without a test gets the 404 page). The paper itself is fetched when the learner starts, never here.
import type { ApiExamInfo } from '@/contract/wire/exam';
import { withPage } from './page';

export type CourseExamProps = { exam: ApiExamInfo };

export const getServerSideProps = withPage<CourseExamProps>(async ({ api, params }) => ({
  props: { exam: await api.call<ApiExamInfo>(`exam/info/${params.id}`) },
}));
