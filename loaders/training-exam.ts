// /training/exam/{id}: a class's post-test and the learner's standing (the route needs login; a class
// without a test gets the 404 page). The paper itself is fetched when the learner starts, never here.
import type { ApiExamInfo } from '@/contract/wire/exam';
import { withPage } from './page';

export type TrainingExamProps = { exam: ApiExamInfo };

export const getServerSideProps = withPage<TrainingExamProps>(async ({ api, params }) => ({
  props: { exam: await api.call<ApiExamInfo>(`exam/training/info/${params.id}`) },
}));
