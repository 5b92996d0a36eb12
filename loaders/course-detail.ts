// /course/{id}: one course with its chapters; the visitor's enrolment and progress when logged in.
import type { ApiCourseDetail } from '@/contract/wire/course';
import { withPage } from './page';

export type CourseDetailProps = { course: ApiCourseDetail };

export const getServerSideProps = withPage<CourseDetailProps>(async ({ api, params }) => ({
  props: { course: await api.call<ApiCourseDetail>(`course/detail/${params.id}`) },
}));
