// PDFs of invoices finance issued outside the site and uploaded (admin/invoice/issue-upload): storage key
// invoice/<random id> (server/http/upload-store.ts), served only through the invoice's own download.
import { createUploadStore } from '@/server/http/upload-store';

const store = createUploadStore('invoice');

export const invoicePdfKey = store.keyOf;
export const saveInvoicePdf = store.save;
export const removeInvoicePdf = store.remove;
export const storedInvoicePdfSize = store.size;
