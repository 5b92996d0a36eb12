// Wire types of the finance and store queues of the console (docs/product.md §10): invoice requests
// (admin/invoice/*, finance), gifts and their stock (admin/gift/*, store) and gift orders (admin/gift/order/*,
// store). Times are Unix seconds (contract/time.ts); amounts in yuan.
import type { ApiGiftCard, ApiGiftKind, ApiGiftOrderStatus } from './gift';
import type { ApiInvoiceFields } from './invoice';

/** Who asked: the learner's account, for the list's name/phone search and the detail. */
export type ApiAdminLearner = { id: number; name: string; phone: string };

// --- Invoices

export const ADMIN_INVOICE_LIMITS = {
  /** A number typed for an invoice issued elsewhere: 8 to 20 digits (a 全电发票 has 20). */
  numberPattern: /^\d{8,20}$/,
  /** An uploaded invoice PDF. */
  pdfBytes: 10 * 1024 * 1024,
} as const;

/** pdfUrl: the PDF's GET address for staff (issued or reversed), else null. */
export type ApiAdminInvoiceRow = ApiInvoiceFields & {
  learner: ApiAdminLearner;
  items: { name: string; amount: number }[];
  /** Whether the PDF is a file finance uploaded (issued elsewhere) rather than generated. */
  uploaded: boolean;
};

// --- Gifts

export const ADMIN_GIFT_LIMITS = {
  title: 60, cover: 300, summary: 200, description: 5000, points: 1_000_000, stock: 100_000, perUserLimit: 100, sort: 100_000,
} as const;

export type ApiAdminGiftRow = ApiGiftCard & {
  /** Plain text, paragraphs separated by blank lines. */
  description: string;
  perUserLimit: number | null;
  isOnline: boolean;
  sort: number;
  /** Orders of it waiting to be shipped. */
  pendingOrders: number;
  /** Whether any order names it (then it cannot be deleted, nor change kind). */
  hasOrders: boolean;
};

// --- Gift orders

export type ApiAdminGiftOrderRow = {
  id: number;
  orderNo: string;
  status: ApiGiftOrderStatus;
  statusName: string;
  learner: ApiAdminLearner;
  giftId: number;
  giftTitle: string;
  giftKind: ApiGiftKind;
  quantity: number;
  totalPoints: number;
  receiver: { name: string; phone: string; address: string } | null;
  trackingNote: string | null;
  voucherCode: string | null;
  cancelReason: string | null;
  createdAt: number;
  shippedAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
};

export const GIFT_CARRIERS = ['顺丰速运', '中国邮政EMS', '京东物流', '圆通速递', '中通快递', '韵达快递', '申通快递'] as const;
