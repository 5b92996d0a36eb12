// /user/message: the route needs no login (docs/product.md §2), so a guest gets the page with a prompt to log in
// and no API call; a user gets one page of their messages. An odd page falls back to the first or last.
import type { ApiMessageList } from '@/contract/wire/message';
import { loadListPage, readPageRequest } from './list-query';
import { withPage } from './page';

export type MessagePageProps = { data: ApiMessageList | null };

export const getServerSideProps = withPage<MessagePageProps>(async ({ ctx, api, userInfo }) => {
  if (!userInfo.login) {
    return readPageRequest(ctx.query).page === 1 ? { props: { data: null } } : { redirect: { destination: '/user/message', permanent: false } };
  }
  const loaded = await loadListPage(ctx, (page) => api.call<ApiMessageList>('user/message/list', { page: String(page) }));
  if ('redirect' in loaded) return loaded;
  return { props: { data: loaded.data } };
});
