// Reading a user's invoices and saved titles, and shaping them for the wire. Every query is bounded by
// the user's id: someone else's invoice is not found, exactly like one that does not exist.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import type { ApiInvoice, ApiInvoiceItem, ApiInvoiceTitle } from '@/contract/wire/invoice';
import { itemKey, listPaidItems, toApiItem, type PaidItem } from './items';
import { invoiceItems, invoices, invoiceTitles } from './schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

/** Invoices a user may have listed at once; far beyond what anyone applies for. */
const LIST_CAP = 200;

export function canEditInvoice(status: InvoiceRow['status']): boolean {
  return status === 'pending' || status === 'rejected';
}

export function toApiInvoice(row: InvoiceRow, items: InvoiceItemRow[], paid: Map<string, PaidItem>): ApiInvoice {
  const wireItems: ApiInvoiceItem[] = items.map((item) => {
    const source = paid.get(itemKey({ type: item.itemType, refId: item.refId }));
    // Name and amount as applied for; the page link and payment date from the item itself.
    return { ...(source ? toApiItem(source) : { key: itemKey({ type: item.itemType, refId: item.refId }), type: item.itemType, paidAt: 0, link: '' }),
      name: item.name, amount: item.amountFen / 100 };
  });
  const issued = row.status === 'issued';
  const reversed = row.status === 'reversed';
  return {
    id: row.id,
    status: row.status,
    titleType: row.titleType,
    kind: row.kind,
    title: row.title,
    taxNumber: row.taxNumber,
    address: row.address,
    bank: row.bank,
    email: row.email,
    amount: row.amountFen / 100,
    items: wireItems,
    number: issued || reversed ? row.number : null,
    rejectReason: row.status === 'rejected' ? (row.rejectReason ?? '') : null,
    reverseReason: reversed ? (row.reverseReason ?? '') : null,
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
    issuedAt: (issued || reversed) && row.issuedAt ? toSeconds(row.issuedAt) : null,
    reversedAt: reversed && row.reversedAt ? toSeconds(row.reversedAt) : null,
    pdfUrl: issued ? `/api/med/user/invoice/pdf/${row.id}` : null,
    canEdit: canEditInvoice(row.status),
  };
}

async function itemsOf(db: Db | Tx, invoiceIds: number[]): Promise<Map<number, InvoiceItemRow[]>> {
  const byInvoice = new Map<number, InvoiceItemRow[]>();
  if (!invoiceIds.length) return byInvoice;
  const rows = await db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceId, invoiceIds)).orderBy(asc(invoiceItems.id));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** My invoices, newest first, and my paid items that no invoice covers yet. */
export async function loadMyInvoices(db: Db | Tx, userId: number): Promise<{ list: ApiInvoice[]; available: ApiInvoiceItem[] }> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(LIST_CAP);
  const items = await itemsOf(db, rows.map((r) => r.id));
  const paid = await listPaidItems(db, userId);
  const byKey = new Map(paid.map((p) => [itemKey(p), p]));
  return {
    list: rows.map((row) => toApiInvoice(row, items.get(row.id) ?? [], byKey)),
    available: paid.filter((p) => p.invoiceId === null).map(toApiItem),
  };
}

/** One of my invoices with its items, or null (not mine = does not exist). */
export async function loadMyInvoice(db: Db | Tx, userId: number, id: number): Promise<{ row: InvoiceRow; items: InvoiceItemRow[] } | null> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.userId, userId))).limit(1);
  if (!row) return null;
  return { row, items: (await itemsOf(db, [id])).get(id) ?? [] };
}

export async function loadMyTitles(db: Db | Tx, userId: number): Promise<ApiInvoiceTitle[]> {
  return db
    .select({
      id: invoiceTitles.id, titleType: invoiceTitles.titleType, title: invoiceTitles.title,
      taxNumber: invoiceTitles.taxNumber, address: invoiceTitles.address, bank: invoiceTitles.bank,
    })
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(desc(invoiceTitles.usedAt), desc(invoiceTitles.id));
}
