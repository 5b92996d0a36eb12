// /user/apply (scopes 0 and 2; the route table answers 404 to others): my applications to host a
// training class, and the form to make one (regions from the dictionary). An odd page number falls back
// to the first or last page of the list.
import type { ApiOption } from '@/contract/api-types';
import { chinaDay } from '@/contract/time';
import type { ApiApplicationList } from '@/contract/wire/user-apply';
import { loadListPage } from './list-query';
import { loadOptions } from './options';
import { withPage } from './page';

export type UserApplyProps = {
  applications: ApiApplicationList;
  regions: ApiOption[];
  /** Today in China (YYYY-MM-DD): the earliest start date, the same on server and browser. */
  today: string;
  title: string;
};

export const getServerSideProps = withPage<UserApplyProps>(async ({ ctx, api }) => {
  const loaded = await loadListPage(ctx, (page) => api.call<ApiApplicationList>('user/apply/list', { page }));
  if ('redirect' in loaded) return loaded;
  const applications = loaded.data;
  const options = await loadOptions(api, ['region']);
  return { props: { applications, regions: options.region ?? [], today: chinaDay(), title: '培训班申请' } };
});
