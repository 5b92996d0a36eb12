// /video/{id}: one lesson for the player, with the visitor's saved position when logged in.
import type { ApiVideoDetail } from '@/contract/wire/course';
import { withPage } from './page';

export type VideoProps = { video: ApiVideoDetail };

export const getServerSideProps = withPage<VideoProps>(async ({ api, params }) => ({
  props: { video: await api.call<ApiVideoDetail>(`video/detail/${params.id}`) },
}));
