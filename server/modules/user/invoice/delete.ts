// user/invoice/delete/{id} (docs/product.md §7, no body): withdraw one of my applications while it is still pending
// (or rejected); its items become available again. An issued invoice stays.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { canEditInvoice } from './queries';
import { invoices } from './schema';

export const invoiceDelete = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<{ id: number; deleted: true }> => {
    await withTransaction(db, async (tx) => {
      const [mine] = await tx
        .select({ status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.userId, session.user.id)))
        .for('update');
      if (!mine) throw new ApiError(Code.NotFound, '发票申请不存在');
      if (!canEditInvoice(mine.status)) throw new ApiError(Code.InvoiceLocked);
      // invoice_items go with it (on delete cascade).
      await tx.delete(invoices).where(eq(invoices.id, id));
    });
    return { id, deleted: true };
  },
});
