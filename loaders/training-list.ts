// /training: the class list, filtered by project (?project=), status (?status=) and region (?region=),
// paged (?page=, an odd one falls back to the first or last page); /training?type=project is the 培训项目 view of the training menu: the programmes,
// each linking to its filtered list. An odd filter is a 404.
import type { ApiOption, ApiPage, ApiTrainingCard } from '@/contract/api-types';
import type { ApiTrainingProject, ApiTrainingStatus } from '@/contract/wire/training';
import { loadListPage, readFilter } from './list-query';
import { loadOptions } from './options';
import { withPage } from './page';

export const TRAINING_STATUSES = ['signup', 'ongoing', 'finished'] as const;
export const TRAINING_PAGE_SIZE = 12;

export type TrainingListFilter = { project?: string; status?: ApiTrainingStatus; region?: string };

export type TrainingListProps =
  | { view: 'list'; data: ApiPage<ApiTrainingCard>; filter: TrainingListFilter; projects: ApiOption[]; regions: ApiOption[] }
  | { view: 'projects'; projectStats: ApiTrainingProject[] };

export const getServerSideProps = withPage<TrainingListProps>(async ({ ctx, api }) => {
  const type = readFilter(ctx.query, 'type', ['project'] as const);
  if (type === null) return { notFound: true };
  if (type === 'project') {
    return { props: { view: 'projects', projectStats: await api.call<ApiTrainingProject[]>('training/projects') } };
  }

  const options = await loadOptions(api, ['trainingProject', 'region']);
  const projects = options.trainingProject ?? [];
  const regions = options.region ?? [];
  const status = readFilter(ctx.query, 'status', TRAINING_STATUSES);
  const project = readFilter(ctx.query, 'project', projects.map((o) => o.value));
  const region = readFilter(ctx.query, 'region', regions.map((o) => o.value));
  if (status === null || project === null || region === null) return { notFound: true };

  const filter: TrainingListFilter = {
    ...(project ? { project } : {}),
    ...(status ? { status } : {}),
    ...(region ? { region } : {}),
  };
  const loaded = await loadListPage(ctx, (page) => api.call<ApiPage<ApiTrainingCard>>('training/list', {
    ...filter, page: String(page), pageSize: String(TRAINING_PAGE_SIZE),
  }));
  if ('redirect' in loaded) return loaded;
  const { data } = loaded;
  return { props: { view: 'list', data, filter, projects, regions } };
});
