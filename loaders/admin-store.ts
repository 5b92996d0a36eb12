// Loaders of the finance and store queues (/admin/invoice, /admin/gift, /admin/gift/order): the role check only;
// the lists load in the browser (useAdminList), so a filter change never reloads the page.
import { withAdmin } from './admin';

export const getInvoiceListProps = withAdmin(['finance']);
export const getGiftListProps = withAdmin(['store']);
export const getGiftOrderListProps = withAdmin(['store']);
