import type { ApiProfile } from '../api-types';
import { withPage } from './page';

export type UserInfoProps = { profile: ApiProfile };

export const getServerSideProps = withPage<UserInfoProps>(async ({ api }) => ({
  // SPEC 7: profile/info's error toast is suppressed (the loader runs on the server: nothing toasts there).
  props: { profile: await api.call<ApiProfile>('user/profile/info', undefined, { suppressToast: true }) },
}));
