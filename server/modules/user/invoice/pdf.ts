// user/invoice/pdf/{id} (GET, a download): the PDF of one of my issued invoices. Anything else (not
// mine, not issued yet, no such invoice) is not found.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { pdfDownload } from '@/server/pdf';
import { loadMyInvoice } from './queries';
import { renderInvoicePdf } from './render-pdf';

export const invoicePdf = defineRoute({
  input: z.object({ id: zId }),
  methods: ['GET'],
  auth: 'user',
  handler: async ({ id }, { db, session }) => {
    const found = await loadMyInvoice(db, session.user.id, id);
    if (!found || found.row.status !== 'issued' || !found.row.number || !found.row.issuedAt) {
      throw new ApiError(Code.NotFound, '发票不存在或尚未开具');
    }
    const { row, items } = found;
    const doc = renderInvoicePdf({
      kind: row.kind,
      number: row.number!,
      issuedAt: row.issuedAt!,
      buyer: { title: row.title, taxNumber: row.taxNumber, address: row.address, bank: row.bank },
      items: items.map((i) => ({ name: i.name, amountFen: i.amountFen })),
      remark: `电子发票已发送至 ${row.email}`,
    });
    return pdfDownload(doc, `发票-${row.number}.pdf`);
  },
});
