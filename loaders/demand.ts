// Loader of a training-needs survey (/demand/{id}): public; a logged-in visitor's own answers come
// with it (the API reads the forwarded session), so such pages are never shared-cached (withPage).
import type { ApiDemandDetail } from '@/contract/wire/demand';
import { withPage } from './page';

export type DemandProps = { demand: ApiDemandDetail; isLoggedIn: boolean; title: string };

export const getDemandProps = withPage<DemandProps>(async ({ api, params, userInfo }) => ({
  props: {
    demand: await api.call<ApiDemandDetail>(`demand/detail/${params.id}`),
    isLoggedIn: userInfo.login,
    title: '培训需求调查',
  },
}));
