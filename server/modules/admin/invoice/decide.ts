// The finance decisions on an invoice request (docs/product.md §10), each one transaction with its audit row
// and the learner's message (server/modules/user/invoice/decide.ts moves the status once):
// admin/invoice/issue/{id}: issue it, the number made from the id (or typed, when issued elsewhere) and
//   the PDF generated from the request;
// admin/invoice/issue-upload/{id}?number=: issue it with the PDF of an invoice issued elsewhere, sent as
//   the raw body and checked by its bytes;
// admin/invoice/reject/{id}: reject a pending one with a reason (the learner may correct and resubmit);
// admin/invoice/reverse/{id}: a red-letter reversal of an issued one, with a reason (its items free again);
// admin/invoice/pdf/{id} (GET): the PDF of an issued or reversed invoice, for staff.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ADMIN_INVOICE_LIMITS } from '@/contract/wire/admin-store';
import { withTransaction, type Db, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { newUploadId, readFilledUpload } from '@/server/http/upload-store';
import { sniffMagic } from '@/server/modules/activity/file-type';
import { issueInvoice, rejectInvoice, reverseInvoice } from '@/server/modules/user/invoice/decide';
import { invoicePdfAnswer } from '@/server/modules/user/invoice/pdf';
import { removeInvoicePdf, saveInvoicePdf } from '@/server/modules/user/invoice/pdf-store';
import { invoiceItems, invoices } from '@/server/modules/user/invoice/schema';
import { writeAudit } from '../audit';
import { REASON_MAX } from '../decide';
import { defineAdminRoute, type Staff } from '../guard';

type Row = typeof invoices.$inferSelect;
type Moved = { before: Row; after: Row };

/** What the audit trail keeps of an invoice: its state, not the learner's whole request again. */
const snapshot = (r: Row) => ({
  status: r.status, number: r.number, amount: r.amountFen / 100, title: r.title,
  rejectReason: r.rejectReason, reverseReason: r.reverseReason, uploadedPdf: r.pdfFile !== null,
});

async function decide(db: Db, staff: Staff, action: 'issue' | 'reject' | 'reverse', run: (tx: Tx) => Promise<Moved>) {
  return withTransaction(db, async (tx) => {
    const { before, after } = await run(tx);
    await writeAudit(tx, { staffId: staff.id, action, kind: 'invoice', itemId: after.id, before: snapshot(before), after: snapshot(after) });
    return { id: after.id, status: after.status, number: after.number };
  });
}

const zNumber = z.string().trim().regex(ADMIN_INVOICE_LIMITS.numberPattern, '发票号码应为8到20位数字');
const zReason = (what: string) =>
  z.string({ error: `请填写${what}` }).trim().min(1, `请填写${what}`).max(REASON_MAX, `${what}最多${REASON_MAX}个字`);

export const adminInvoiceIssue = defineAdminRoute({
  roles: ['finance'],
  input: z.object({ id: zId, number: zNumber.optional() }),
  handler: ({ id, number }, { db, staff }) => decide(db, staff, 'issue', (tx) => issueInvoice(tx, id, { number })),
});

export const adminInvoiceIssueUpload = defineAdminRoute({
  roles: ['finance'],
  upload: { maxBytes: ADMIN_INVOICE_LIMITS.pdfBytes },
  input: z.object({ id: zId, number: z.string({ error: '请填写发票号码' }).pipe(zNumber) }),
  handler: async ({ id, number }, { db, staff, body }) => {
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    const bytes = await readFilledUpload(body);
    // By its bytes: a picture or a text file named .pdf is refused.
    if (sniffMagic(bytes) !== 'pdf') throw new ApiError(Code.FileTypeRejected, '文件内容不是 PDF，请上传开具的电子发票 PDF');
    const fileId = newUploadId();
    await saveInvoicePdf(fileId, bytes, 'application/pdf');
    try {
      return await decide(db, staff, 'issue', (tx) => issueInvoice(tx, id, { number, pdfFile: fileId }));
    } catch (err) {
      // Refused (decided meanwhile, a number in use): the file no invoice names goes at once.
      await removeInvoicePdf(fileId);
      throw err;
    }
  },
});

export const adminInvoiceReject = defineAdminRoute({
  roles: ['finance'],
  input: z.object({ id: zId, reason: zReason('驳回原因') }),
  handler: ({ id, reason }, { db, staff }) => decide(db, staff, 'reject', (tx) => rejectInvoice(tx, id, reason)),
});

export const adminInvoiceReverse = defineAdminRoute({
  roles: ['finance'],
  input: z.object({ id: zId, reason: zReason('红冲原因') }),
  handler: ({ id, reason }, { db, staff }) => decide(db, staff, 'reverse', (tx) => reverseInvoice(tx, id, reason)),
});

export const adminInvoicePdf = defineAdminRoute({
  roles: ['finance'],
  methods: ['GET'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }) => {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    if (!row || (row.status !== 'issued' && row.status !== 'reversed')) throw new ApiError(Code.NotFound, '发票不存在或尚未开具');
    const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id)).orderBy(invoiceItems.id);
    return invoicePdfAnswer(row, items);
  },
});
