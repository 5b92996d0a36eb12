// user/invoice/save (docs/product.md §7): apply for an invoice, or change one still pending (or rejected, which
// sends it back for review). In one transaction: the items are locked, checked to be mine, paid and not
// on another invoice, then the invoice and its items are written. unique (item_type, ref_id) is the
// backstop should two requests ever get past the check together.
import { and, desc, eq, ne, notInArray, or } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { INVOICE_LIMITS, type ApiInvoice } from '@/contract/wire/invoice';
import { withTransaction, type Db, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { itemKey, listPaidItems, lockOwnItems, parseItemKey, type ItemRef } from './items';
import { ZSaveInvoiceInput, type TSaveInvoiceInput } from './inputs';
import { canEditInvoice, loadMyInvoice, toApiInvoice } from './queries';
import { invoiceItems, invoices, invoiceTitles } from './schema';

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Checks the items and returns them as they will be invoiced. */
async function takeItems(tx: Tx, userId: number, refs: ItemRef[], invoiceId: number | null) {
  const own = await lockOwnItems(tx, userId, refs);
  const byKey = new Map(own.map((item) => [itemKey(item), item]));
  const items = refs.map((ref) => byKey.get(itemKey(ref)));
  // Someone else's item answers exactly like one that does not exist.
  if (items.some((item) => !item)) throw new ApiError(Code.NotFound, '所选开票项目不存在，请刷新后重新选择');
  const found = items.map((item) => item!);
  if (found.some((item) => !item.paidAt)) throw new ApiError(Code.InvoiceItemUnpaid);
  // A new statement (so a fresh snapshot): anything committed while we waited for the locks counts.
  const taken = await tx
    .select({ invoiceId: invoiceItems.invoiceId })
    .from(invoiceItems)
    .where(
      and(
        or(...refs.map((r) => and(eq(invoiceItems.itemType, r.type), eq(invoiceItems.refId, r.refId)))),
        eq(invoiceItems.released, false),
        invoiceId === null ? undefined : ne(invoiceItems.invoiceId, invoiceId),
      ),
    )
    .limit(1);
  if (taken.length) throw new ApiError(Code.InvoiceItemTaken);
  return found;
}

async function rememberTitle(tx: Tx, userId: number, input: TSaveInvoiceInput, now: Date): Promise<void> {
  const { titleType, title, taxNumber, address, bank } = input;
  await tx
    .insert(invoiceTitles)
    .values({ userId, titleType, title, taxNumber, address, bank, usedAt: now })
    .onConflictDoUpdate({
      target: [invoiceTitles.userId, invoiceTitles.titleType, invoiceTitles.title],
      set: { taxNumber, address, bank, usedAt: now },
    });
  // Keep the most recent few: the list is for picking, not an address book.
  const keep = await tx
    .select({ id: invoiceTitles.id })
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(desc(invoiceTitles.usedAt), desc(invoiceTitles.id))
    .limit(INVOICE_LIMITS.savedTitles);
  await tx.delete(invoiceTitles).where(and(eq(invoiceTitles.userId, userId), notInArray(invoiceTitles.id, keep.map((r) => r.id))));
}

async function saveInTx(tx: Tx, userId: number, input: TSaveInvoiceInput, now: Date): Promise<number> {
  let invoiceId: number | null = null;
  if (input.id !== undefined) {
    const [mine] = await tx
      .select({ id: invoices.id, status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, input.id), eq(invoices.userId, userId)))
      .for('update');
    if (!mine) throw new ApiError(Code.NotFound, '发票申请不存在');
    if (!canEditInvoice(mine.status)) throw new ApiError(Code.InvoiceLocked);
    invoiceId = mine.id;
  }
  const refs = input.items.map((key) => parseItemKey(key)!);
  const items = await takeItems(tx, userId, refs, invoiceId);
  const amountFen = items.reduce((sum, item) => sum + item.amountFen, 0);
  const fields = {
    titleType: input.titleType, kind: input.kind, title: input.title, taxNumber: input.taxNumber,
    address: input.address, bank: input.bank, email: input.email, amountFen, updatedAt: now,
  };
  if (invoiceId === null) {
    const [created] = await tx.insert(invoices).values({ ...fields, userId, status: 'pending', createdAt: now }).returning({ id: invoices.id });
    invoiceId = created.id;
  } else {
    // An edit (of a rejected one too) goes back to the academy for review.
    await tx.update(invoices).set({ ...fields, status: 'pending', rejectReason: null }).where(eq(invoices.id, invoiceId));
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  }
  await tx.insert(invoiceItems).values(
    items.map((item) => ({ invoiceId: invoiceId!, itemType: item.type, refId: item.refId, name: item.name, amountFen: item.amountFen })),
  );
  if (input.saveTitle) await rememberTitle(tx, userId, input, now);
  return invoiceId;
}

export async function saveInvoice(db: Db, userId: number, input: TSaveInvoiceInput, now = new Date()): Promise<ApiInvoice> {
  let id: number;
  try {
    id = await withTransaction(db, (tx) => saveInTx(tx, userId, input, now));
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(Code.InvoiceItemTaken);
    throw err;
  }
  const saved = await loadMyInvoice(db, userId, id);
  const paid = await listPaidItems(db, userId);
  return toApiInvoice(saved!.row, saved!.items, new Map(paid.map((p) => [itemKey(p), p])));
}

export const invoiceSave = defineRoute({
  input: ZSaveInvoiceInput,
  auth: 'user',
  handler: async (input, { db, session }): Promise<ApiInvoice> => saveInvoice(db, session.user.id, input),
});
