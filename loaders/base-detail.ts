// /base/{id}: one training centre or base.
import type { ApiBaseDetail } from '@/contract/wire/base';
import { withPage } from './page';

export type BaseDetailProps = { base: ApiBaseDetail; title: string };

export const getServerSideProps = withPage<BaseDetailProps>(async ({ api, params }) => ({
  props: { base: await api.call<ApiBaseDetail>(`base/detail/${params.id}`), title: '培训基地' },
}));
