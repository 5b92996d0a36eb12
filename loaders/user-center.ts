// /user/userCenter: everything the personal centre shows (user/center/summary), and the open survey
// it invites the learner to (demand/current).
import type { ApiDemandCurrent } from '@/contract/wire/demand';
import type { ApiUserCenter } from '@/contract/wire/user-center';
import { withPage } from './page';

export type UserCenterProps = { summary: ApiUserCenter; demand: ApiDemandCurrent };

export const getServerSideProps = withPage<UserCenterProps>(async ({ api }) => {
  // Together: on PostgreSQL the survey no longer waits for the summary's queries.
  const [summary, demand] = await Promise.all([
    api.call<ApiUserCenter>('user/center/summary'),
    api.call<ApiDemandCurrent>('demand/current'),
  ]);
  return { props: { summary, demand } };
});
