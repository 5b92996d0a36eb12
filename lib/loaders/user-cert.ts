// /user/cert: my certificates (login; the route table guards it), one page of the list with the totals
// and the years the yearly summary can be downloaded for.
import { chinaParts } from '../china-time';
import type { ApiCertList } from '../wire/cert';
import { readPage } from './list-query';
import { withPage } from './page';

export type UserCertProps = {
  certs: ApiCertList;
  /** This year in China time, computed once on the server so the page renders the same in the browser. */
  currentYear: number;
  title: string;
};

export const getServerSideProps = withPage<UserCertProps>(async ({ api, ctx }) => {
  const page = readPage(ctx.query);
  if (page === null) return { notFound: true };
  // An out-of-range page answers BadInput, which withPage turns into the 404 page.
  const certs = await api.call<ApiCertList>('user/cert/list', { page: String(page) });
  return { props: { certs, currentYear: chinaParts(new Date()).y, title: '我的证书' } };
});
