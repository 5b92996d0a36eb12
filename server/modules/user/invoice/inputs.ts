// The save form of user/invoice/save (docs/product.md §7: a form body of invoice fields). Types, lengths and the
// rules between fields are checked here; ownership, payment and "one invoice per item" in save.ts.
import type { z } from 'zod';
import { invoiceForm } from '@/contract/forms/invoice';

/** The form, shared with the site (contract/forms/invoice.ts). */
export const ZSaveInvoiceInput = invoiceForm;

export type TSaveInvoiceInput = z.output<typeof ZSaveInvoiceInput>;
