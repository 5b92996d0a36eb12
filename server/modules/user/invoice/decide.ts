// The academy's side of an invoice application (there is no finance screen yet: tests and scripts use
// this): issue it with its number, or reject it with a reason. Either writes the applicant a message in
// the same transaction, so the message exists exactly when the decision does.
import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { createMessage } from '@/server/modules/message/create';
import { invoices } from './schema';

/** A 20-digit number like a fully digitalised e-invoice's: year, province (41), then the invoice's id. */
export function invoiceNumberFor(id: number, at: Date): string {
  const year = new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear() % 100;
  return `${String(year).padStart(2, '0')}4120000${String(id).padStart(11, '0')}`;
}

async function lockPending(tx: Tx, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new ApiError(Code.NotFound, '发票申请不存在');
  if (row.status !== 'pending') throw new ApiError(Code.Conflict, '只能处理申请中的发票');
  return row;
}

export async function issueInvoice(tx: Tx, id: number, at = new Date(), number?: string) {
  const row = await lockPending(tx, id);
  const [updated] = await tx
    .update(invoices)
    .set({ status: 'issued', number: number ?? invoiceNumberFor(id, at), issuedAt: at, updatedAt: at, rejectReason: null })
    .where(eq(invoices.id, id))
    .returning();
  await createMessage(tx, {
    userId: row.userId,
    title: '发票已开具',
    body: `您申请的发票（抬头：${row.title}，金额 ¥${(row.amountFen / 100).toFixed(2)}）已开具，发票号码 ${updated.number}，已发送至 ${row.email}，也可在“发票管理”中下载。`,
    link: '/user/invoice',
    at,
  });
  return updated;
}

export async function rejectInvoice(tx: Tx, id: number, reason: string, at = new Date()) {
  const note = reason.trim().slice(0, 200);
  if (!note) throw new ApiError(Code.BadInput, '请填写驳回原因');
  const row = await lockPending(tx, id);
  const [updated] = await tx
    .update(invoices)
    .set({ status: 'rejected', rejectReason: note, updatedAt: at })
    .where(eq(invoices.id, id))
    .returning();
  await createMessage(tx, {
    userId: row.userId,
    title: '发票申请被驳回',
    body: `您申请的发票（抬头：${row.title}）未能开具。原因：${note} 请在“发票管理”中修改后重新提交。`,
    link: '/user/invoice',
    at,
  });
  return updated;
}
