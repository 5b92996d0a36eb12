// /user/apply (scopes 0 and 2; the route table answers 404 to others): my applications to host a
// training class, and the form to make one (regions from the dictionary).
import type { ApiOption } from '../api-types';
import { chinaDay } from '../day';
import type { ApiApplicationList } from '../wire/user-apply';
import { readPage } from './list-query';
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
  const page = readPage(ctx.query);
  if (page === null) return { notFound: true };
  const [applications, options] = await Promise.all([
    api.call<ApiApplicationList>('user/apply/list', { page }),
    loadOptions(api, ['region']),
  ]);
  if (page > 1 && applications.list.length === 0) return { notFound: true };
  return { props: { applications, regions: options.region ?? [], today: chinaDay(), title: '培训班申请' } };
});
