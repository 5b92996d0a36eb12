// /user/info: the profile (user/profile/info, whose error toast docs/product.md §7 suppresses: on the server nothing
// toasts anyway, the flag keeps the call the same as in the browser) and the form's dictionaries.
import type { ApiOptions, ApiProfile } from '@/contract/api-types';
import { PROFILE_DICTIONARIES } from '@/contract/wire/profile';
import { loadOptions } from './options';
import { withPage } from './page';

export type UserInfoProps = { profile: ApiProfile; options: ApiOptions };

export const getServerSideProps = withPage<UserInfoProps>(async ({ api }) => {
  const [profile, options] = await Promise.all([
    api.call<ApiProfile>('user/profile/info', undefined, { suppressToast: true }),
    loadOptions(api, PROFILE_DICTIONARIES),
  ]);
  return { props: { profile, options } };
});
