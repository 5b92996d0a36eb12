// /user/message: the route needs no login (SPEC 2), so a guest gets the page with a prompt to log in
// and no API call; a user gets one page of their messages. An odd or empty page beyond the first is a 404.
import type { ApiMessageList } from '../wire/message';
import { readPage } from './list-query';
import { withPage } from './page';

export type MessagePageProps = { data: ApiMessageList | null };

export const getServerSideProps = withPage<MessagePageProps>(async ({ ctx, api, userInfo }) => {
  const page = readPage(ctx.query);
  if (page === null) return { notFound: true };
  if (!userInfo.login) return page === 1 ? { props: { data: null } } : { notFound: true };
  const data = await api.call<ApiMessageList>('user/message/list', { page: String(page) });
  if (page > 1 && data.list.length === 0) return { notFound: true };
  return { props: { data } };
});
