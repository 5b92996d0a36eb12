import type { ApiInvoiceList, ApiInvoiceOptions } from '@/contract/wire/invoice';
import { withPage } from './page';

export type UserInvoiceProps = { data: ApiInvoiceList; options: ApiInvoiceOptions };

// docs/product.md §7: user/invoice/list and user/invoice/options, both without a payload.
export const getServerSideProps = withPage<UserInvoiceProps>(async ({ api }) => {
  const [data, options] = await Promise.all([
    api.call<ApiInvoiceList>('user/invoice/list'),
    api.call<ApiInvoiceOptions>('user/invoice/options'),
  ]);
  return { props: { data, options } };
});
