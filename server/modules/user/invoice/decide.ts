// The academy's side of an invoice (the finance console, admin/invoice/*, calls these; the seed and tests
// too): issue a pending one with its number (and an uploaded PDF when it was issued elsewhere), reject it
// with a reason, or reverse (红冲) an issued one. Each moves the status with one conditional UPDATE, so a
// second or concurrent decision finds no row and is refused with AlreadyDecided; each writes the
// applicant a message in the same transaction, so the message exists exactly when the decision does.
import { and, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { InvoiceStatus } from '@/contract/wire/invoice';
import type { Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { invoiceItems, invoices } from './schema';

type InvoiceRow = typeof invoices.$inferSelect;

/** A 20-digit number like a fully digitalised e-invoice's: year, province (41), then the invoice's id. */
export function invoiceNumberFor(id: number, at: Date): string {
  const year = new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear() % 100;
  return `${String(year).padStart(2, '0')}4120000${String(id).padStart(11, '0')}`;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** Moves the invoice from `from` to what `set` says; the row before and after, or the refusal that fits. */
async function move(tx: Tx, id: number, from: InvoiceStatus, set: Partial<InvoiceRow>): Promise<{ before: InvoiceRow; after: InvoiceRow }> {
  const [before] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!before) throw new ApiError(Code.NotFound, '发票申请不存在');
  const [after] = await tx.update(invoices).set(set).where(and(eq(invoices.id, id), eq(invoices.status, from))).returning();
  if (after) return { before, after };
  // Reversing a request that was never issued is a different mistake from deciding twice.
  if (from === 'issued' && before.status !== 'reversed') throw new ApiError(Code.Conflict, '只能红冲已开具的发票');
  throw new ApiError(AdminCode.AlreadyDecided);
}

export type IssueOptions = {
  at?: Date;
  /** The number of an invoice issued elsewhere; by default one is made from the id. */
  number?: string;
  /** Upload id of that invoice's PDF (pdf-store.ts); by default the PDF is generated from the request. */
  pdfFile?: string;
};

export async function issueInvoice(tx: Tx, id: number, options: IssueOptions = {}) {
  const at = options.at ?? new Date();
  const number = options.number ?? invoiceNumberFor(id, at);
  const [clash] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number)).limit(1);
  if (clash && clash.id !== id) throw new ApiError(Code.Conflict, `发票号码 ${number} 已被另一张发票使用`);
  const moved = await move(tx, id, 'pending', {
    status: 'issued', number, issuedAt: at, updatedAt: at, rejectReason: null, pdfFile: options.pdfFile ?? null,
  });
  const row = moved.after;
  await createMessage(tx, {
    userId: row.userId,
    title: '发票已开具',
    body: `您申请的发票（抬头：${row.title}，金额 ${yuan(row.amountFen)}）已开具，发票号码 ${number}，已发送至 ${row.email}，也可在“发票管理”中下载。`,
    link: `/user/invoice#invoice-${row.id}`,
    at,
  });
  notifyBySms(tx, 'invoice-issued', { userId: row.userId, ref: row.id, link: `/user/invoice#invoice-${row.id}` });
  return moved;
}

function cleanReason(reason: string, missing: string): string {
  const note = reason.trim().slice(0, 200);
  if (!note) throw new ApiError(Code.BadInput, missing);
  return note;
}

export async function rejectInvoice(tx: Tx, id: number, reason: string, at = new Date()) {
  const note = cleanReason(reason, '请填写驳回原因');
  const moved = await move(tx, id, 'pending', { status: 'rejected', rejectReason: note, updatedAt: at });
  const row = moved.after;
  await createMessage(tx, {
    userId: row.userId,
    title: '发票申请被驳回',
    body: `您申请的发票（抬头：${row.title}）未能开具。原因：${note} 请在“发票管理”中修改后重新提交。`,
    link: `/user/invoice#invoice-${row.id}`,
    at,
  });
  notifyBySms(tx, 'invoice-rejected', { userId: row.userId, ref: `${row.id}:${at.getTime()}`, link: `/user/invoice#invoice-${row.id}` });
  return moved;
}

/**
 * A red-letter reversal (红冲) of an issued invoice: it stays listed as reversed with its number and the
 * reason, and its items are released, so the learner may apply for a new invoice for them.
 */
export async function reverseInvoice(tx: Tx, id: number, reason: string, at = new Date()) {
  const note = cleanReason(reason, '请填写红冲原因');
  const moved = await move(tx, id, 'issued', { status: 'reversed', reverseReason: note, reversedAt: at, updatedAt: at });
  await tx.update(invoiceItems).set({ released: true }).where(eq(invoiceItems.invoiceId, id));
  const row = moved.after;
  await createMessage(tx, {
    userId: row.userId,
    title: '发票已红冲作废',
    body: `您的发票（号码 ${row.number}，抬头：${row.title}，金额 ${yuan(row.amountFen)}）已红冲作废。原因：${note} 其中的项目可在“发票管理”中重新申请开票。`,
    link: `/user/invoice#invoice-${row.id}`,
    at,
  });
  notifyBySms(tx, 'invoice-reversed', { userId: row.userId, ref: row.id, link: `/user/invoice#invoice-${row.id}` });
  return moved;
}
