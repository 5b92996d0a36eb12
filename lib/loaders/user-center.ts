// /user/userCenter: everything the personal centre shows, in one call (user/center/summary).
import type { ApiUserCenter } from '../wire/user-center';
import { withPage } from './page';

export type UserCenterProps = { summary: ApiUserCenter };

export const getServerSideProps = withPage<UserCenterProps>(async ({ api }) => ({
  props: { summary: await api.call<ApiUserCenter>('user/center/summary') },
}));
