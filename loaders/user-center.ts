// /user/userCenter: everything the personal centre shows (user/center/summary), and the open survey
// it invites the learner to (demand/current).
import type { ApiDemandCurrent } from '@/contract/wire/demand';
import type { ApiUserCenter } from '@/contract/wire/user-center';
import { withPage } from './page';

export type UserCenterProps = { summary: ApiUserCenter; demand: ApiDemandCurrent };

export const getServerSideProps = withPage<UserCenterProps>(async ({ api }) => ({
  props: {
    summary: await api.call<ApiUserCenter>('user/center/summary'),
    demand: await api.call<ApiDemandCurrent>('demand/current'),
  },
}));
