// user/invoice/list (docs/product.md §7, no payload) and user/invoice/options (docs/product.md §7, no payload).
import type { ApiInvoiceList, ApiInvoiceOptions } from '@/contract/wire/invoice';
import { defineRoute } from '@/server/http/route';
import { loadMyInvoices, loadMyTitles } from './queries';

export const invoiceList = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session }): Promise<ApiInvoiceList> => loadMyInvoices(db, session.user.id),
});

export const invoiceOptions = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session }): Promise<ApiInvoiceOptions> => ({
    titleTypes: [
      { value: 'personal', name: '个人' },
      { value: 'organisation', name: '单位' },
    ],
    kinds: [
      { value: 'normal', name: '电子普通发票', titleTypes: ['personal', 'organisation'] },
      { value: 'special', name: '增值税专用发票', titleTypes: ['organisation'] },
    ],
    titles: await loadMyTitles(db, session.user.id),
  }),
});
