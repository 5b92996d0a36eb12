import { ExamPage } from '@/components/course/ExamPage';
import type { BaseProps } from '@/loaders/page';
import type { TrainingExamProps } from '@/loaders/training-exam';

export { getServerSideProps } from '@/loaders/training-exam';

export default function TrainingExamPage(props: TrainingExamProps & BaseProps) {
  return <ExamPage {...props} />;
}
