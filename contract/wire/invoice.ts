// Wire types of invoices (/user/invoice; docs/product.md §7: user/invoice/list, options, delete/{id}, save).
// Payment happens outside the site (the pay route is always 404); the academy marks a sign-up or a
// course enrolment paid, and each paid item can be covered by one invoice at most.
import type { ApiOption } from '@/contract/api-types';

export const INVOICE_TITLE_TYPES = ['personal', 'organisation'] as const;
/** personal: 个人; organisation: 单位 (needs a tax number). */
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

export const INVOICE_KINDS = ['normal', 'special'] as const;
/** normal: 电子发票（普通发票）; special: 电子发票（增值税专用发票）, for organisations only. */
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * pending: 申请中 (editable, deletable); issued: 已开具 (PDF); rejected: 已驳回 (with a reason); reversed: 已红冲
 * (an issued one the academy cancelled with a red-letter invoice, with a reason; its items may be invoiced again).
 */
export type InvoiceStatus = 'pending' | 'issued' | 'rejected' | 'reversed';

export const INVOICE_ITEM_TYPES = ['training', 'course'] as const;
export type InvoiceItemType = (typeof INVOICE_ITEM_TYPES)[number];

/** Limits the form and the server share. */
export const INVOICE_LIMITS = {
  title: 100,
  email: 100,
  address: 100,
  bank: 100,
  /** Items one invoice may cover (also the form body's array limit, docs/product.md §9). */
  items: 20,
  /** Saved titles kept per user; the least recently used go first. */
  savedTitles: 10,
} as const;

/** A paid item (a training sign-up or a course enrolment) as an invoice shows it. */
export type ApiInvoiceItem = {
  /** '<type>-<id>', e.g. 'training-15': what the save form sends in `items`. */
  key: string;
  type: InvoiceItemType;
  /** What was paid for, e.g. '培训费：2026年郑州市孕产妇健康管理培训班（第一期）'. */
  name: string;
  /** Yuan. */
  amount: number;
  /** When the academy recorded the payment (seconds). */
  paidAt: number;
  /** The class or course page. */
  link: string;
};

/** An invoice request as both its owner and finance see it. */
export type ApiInvoiceFields = {
  id: number;
  status: InvoiceStatus;
  titleType: InvoiceTitleType;
  kind: InvoiceKind;
  title: string;
  /** '' for a personal title. */
  taxNumber: string;
  /** Organisation's registered address and phone (专用发票); may be ''. */
  address: string;
  /** Organisation's bank and account number (专用发票); may be ''. */
  bank: string;
  email: string;
  /** Yuan: the sum of the items. */
  amount: number;
  /** The invoice number once issued, else null. */
  number: string | null;
  /** Why the academy rejected it, when rejected. */
  rejectReason: string | null;
  /** Why the academy reversed it, when reversed. */
  reverseReason: string | null;
  /** Seconds. */
  createdAt: number;
  issuedAt: number | null;
  reversedAt: number | null;
  /** GET address of the PDF, else null. */
  pdfUrl: string | null;
};

/** pdfUrl: user/invoice/pdf/{id} once issued. */
export type ApiInvoice = ApiInvoiceFields & {
  items: ApiInvoiceItem[];
  updatedAt: number;
  /** Whether it can still be changed or deleted (pending or rejected). */
  canEdit: boolean;
};

/** user/invoice/list: my invoices, newest first, and my paid items no invoice covers yet. */
export type ApiInvoiceList = {
  list: ApiInvoice[];
  available: ApiInvoiceItem[];
};

/** A title saved for next time (saveTitle on save). */
export type ApiInvoiceTitle = {
  id: number;
  titleType: InvoiceTitleType;
  title: string;
  taxNumber: string;
  address: string;
  bank: string;
};

/** user/invoice/options: what the form offers. */
export type ApiInvoiceOptions = {
  titleTypes: ApiOption[];
  /** Kinds, each with the title types it allows. */
  kinds: (ApiOption & { titleTypes: InvoiceTitleType[] })[];
  /** My saved titles, most recently used first. */
  titles: ApiInvoiceTitle[];
};

/** Chinese names of the states, shared by the list and the PDF. */
export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  pending: '申请中',
  issued: '已开具',
  rejected: '已驳回',
  reversed: '已红冲',
};
