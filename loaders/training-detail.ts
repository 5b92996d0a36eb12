// /training/{id}: one class. A logged-in visitor's own sign-up (or the form's starting values) comes
// with it, so the page is private for them (loaders/page.ts sets no-store).
import type { ApiOption } from '@/contract/api-types';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import { loadOptions } from './options';
import { withPage } from './page';

export type TrainingDetailProps = {
  training: ApiTrainingDetail;
  /** Dictionaries the sign-up form offers; empty unless the form is shown. */
  formOptions: { region: ApiOption[]; department: ApiOption[]; jobTitle: ApiOption[] };
  loggedIn: boolean;
  title: string;
};

export const getServerSideProps = withPage<TrainingDetailProps>(async ({ api, params, userInfo }) => {
  const training = await api.call<ApiTrainingDetail>(`training/detail/${params.id}`);
  const options = training.signupDefaults
    ? await loadOptions(api, ['region', 'department', 'jobTitle'])
    : {};
  return {
    props: {
      training,
      formOptions: { region: options.region ?? [], department: options.department ?? [], jobTitle: options.jobTitle ?? [] },
      loggedIn: userInfo.login,
      title: '培训班详情',
    },
  };
});
