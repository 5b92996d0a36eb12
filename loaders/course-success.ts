// /course/success/{id}: the logged-in user's own enrolment (the route needs login; someone without an
// enrolment in this course gets the 404 page, as if the course did not exist).
import type { ApiCourseEnrolment } from '@/contract/wire/course';
import { withPage } from './page';

export type CourseSuccessProps = { enrolment: ApiCourseEnrolment };

export const getServerSideProps = withPage<CourseSuccessProps>(async ({ api, params }) => ({
  props: { enrolment: await api.call<ApiCourseEnrolment>(`course/enrolment/${params.id}`) },
}));
