// /user/cert: my certificates (login; the route table guards it), one page of the list with the totals
// and the years the yearly summary can be downloaded for.
import { chinaParts } from '@/contract/time';
import type { ApiCertList } from '@/contract/wire/cert';
import { loadListPage } from './list-query';
import { withPage } from './page';

export type UserCertProps = {
  certs: ApiCertList;
  /** This year in China time, computed once on the server so the page renders the same in the browser. */
  currentYear: number;
  title: string;
};

export const getServerSideProps = withPage<UserCertProps>(async ({ api, ctx }) => {
  // An odd page, or one past the last (the API answers BadInput), falls back to the first or last page.
  const loaded = await loadListPage(ctx, (page) => api.call<ApiCertList>('user/cert/list', { page: String(page) }));
  if ('redirect' in loaded) return loaded;
  const certs = loaded.data;
  return { props: { certs, currentYear: chinaParts(new Date()).y, title: '我的证书' } };
});
