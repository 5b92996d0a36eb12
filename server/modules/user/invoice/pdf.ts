// user/invoice/pdf/{id} (GET, a download): the PDF of one of my issued invoices. Anything else (not
// mine, not issued, reversed, no such invoice) is not found. The finance console's admin/invoice/pdf/{id}
// answers the same file through invoicePdfAnswer.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute, SendFile } from '@/server/http/route';
import { pdfDownload } from '@/server/pdf';
import { invoicePdfKey, storedInvoicePdfSize } from './pdf-store';
import { loadMyInvoice, type InvoiceItemRow, type InvoiceRow } from './queries';
import { renderInvoicePdf } from './render-pdf';

const NOT_ISSUED = '发票不存在或尚未开具';

/** The invoice's PDF: the uploaded file when it was issued elsewhere, otherwise generated from the request. */
export async function invoicePdfAnswer(row: InvoiceRow, items: InvoiceItemRow[]) {
  if (!row.number || !row.issuedAt) throw new ApiError(Code.NotFound, NOT_ISSUED);
  const fileName = `发票-${row.number}.pdf`;
  if (row.pdfFile) {
    const size = await storedInvoicePdfSize(row.pdfFile);
    if (size === null) throw new ApiError(Code.NotFound, '发票文件已丢失，请联系学院财务处');
    return new SendFile({ key: invoicePdfKey(row.pdfFile), size, contentType: 'application/pdf', fileName });
  }
  const doc = renderInvoicePdf({
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    buyer: { title: row.title, taxNumber: row.taxNumber, address: row.address, bank: row.bank },
    items: items.map((i) => ({ name: i.name, amountFen: i.amountFen })),
    remark: `电子发票已发送至 ${row.email}`,
  });
  return pdfDownload(doc, fileName);
}

export const invoicePdf = defineRoute({
  input: z.object({ id: zId }),
  methods: ['GET'],
  auth: 'user',
  handler: async ({ id }, { db, session }) => {
    const found = await loadMyInvoice(db, session.user.id, id);
    if (!found || found.row.status !== 'issued') throw new ApiError(Code.NotFound, NOT_ISSUED);
    return invoicePdfAnswer(found.row, found.items);
  },
});
