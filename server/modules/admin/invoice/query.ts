// The invoice queue's filters (docs/product.md §10), shared by admin/invoice/list and its CSV export: status,
// kind, the day applied for, and q (the learner's name or phone, the title or the invoice number).
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminInvoiceRow } from '@/contract/wire/admin-store';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { invoiceItems, invoices } from '@/server/modules/user/invoice/schema';
import { containing, withinDays, zDayRange, zOptional } from '../list-inputs';
import { newestFirst } from '../newest-first';

export const INVOICE_STATUSES = ['pending', 'issued', 'rejected', 'reversed'] as const;

export const zInvoiceFilters = {
  status: zOptional(z.enum(INVOICE_STATUSES, '发票状态不正确')),
  kind: zOptional(z.enum(['normal', 'special'], '发票类型不正确')),
  q: zOptional(z.string().trim().max(50, '搜索词最多50个字')),
  ...zDayRange,
};

export type InvoiceFilters = { status?: string; kind?: string; q?: string; from?: string; to?: string };

function invoiceWhere(f: InvoiceFilters): SQL | undefined {
  const like = f.q ? containing(f.q) : null;
  return and(
    f.status ? eq(invoices.status, f.status as ApiAdminInvoiceRow['status']) : undefined,
    f.kind ? eq(invoices.kind, f.kind as ApiAdminInvoiceRow['kind']) : undefined,
    like ? or(ilike(users.name, like), ilike(users.phone, like), ilike(invoices.title, like), ilike(invoices.number, like)) : undefined,
    withinDays(invoices.createdAt, f),
  );
}

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

/** A page of rows newest first, each with the learner and the items, and the total. */
export async function invoicePage(db: Db, f: InvoiceFilters, limit: number, offset: number): Promise<ApiAdminPage<ApiAdminInvoiceRow>> {
  const [{ total }] = await db.select({ total: count() }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).where(invoiceWhere(f));
  return { total, list: await invoiceRows(db, f, limit, offset) };
}

async function invoiceRows(db: Db, f: InvoiceFilters, limit: number, offset: number): Promise<ApiAdminInvoiceRow[]> {
  const query = db
    .select({ inv: invoices, name: users.name, phone: users.phone })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(invoiceWhere(f))
    .$dynamic();
  const rows = await newestFirst(query, [invoices.createdAt, invoices.id], limit, offset);
  const ids = rows.map((r) => r.inv.id);
  const items = ids.length
    ? await db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceId, ids)).orderBy(asc(invoiceItems.id))
    : [];
  return rows.map(({ inv, name, phone }) => {
    const hasPdf = inv.status === 'issued' || inv.status === 'reversed';
    return {
      id: inv.id,
      status: inv.status,
      learner: { id: inv.userId, name, phone },
      titleType: inv.titleType,
      kind: inv.kind,
      title: inv.title,
      taxNumber: inv.taxNumber,
      address: inv.address,
      bank: inv.bank,
      email: inv.email,
      amount: inv.amountFen / 100,
      items: items.filter((i) => i.invoiceId === inv.id).map((i) => ({ name: i.name, amount: i.amountFen / 100 })),
      number: inv.number,
      uploaded: inv.pdfFile !== null,
      rejectReason: inv.rejectReason,
      reverseReason: inv.reverseReason,
      createdAt: toSeconds(inv.createdAt),
      issuedAt: seconds(inv.issuedAt),
      reversedAt: seconds(inv.reversedAt),
      pdfUrl: hasPdf ? `/api/med/admin/invoice/pdf/${inv.id}` : null,
    };
  });
}
