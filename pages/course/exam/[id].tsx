import { ExamPage } from '@/components/course/ExamPage';
import type { CourseExamProps } from '@/loaders/course-exam';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/course-exam';

export default function CourseExamPage(props: CourseExamProps & BaseProps) {
  return <ExamPage {...props} />;
}
