// Wire types of the points and gift store (/user/gift...): what user/gift/* answers. Times are
// second-based Unix timestamps (docs/product.md §9), shown in China time by contract/time.ts.
import type { ApiPage } from '@/contract/api-types';

/** Store categories, in the order of the filter bar. */
export const GIFT_CATEGORIES = [
  { value: 'book', name: '医学图书' },
  { value: 'device', name: '医疗器械' },
  { value: 'voucher', name: '课程券' },
  { value: 'daily', name: '生活好物' },
] as const;
export type GiftCategory = (typeof GIFT_CATEGORIES)[number]['value'];

export type ApiGiftKind = 'physical' | 'virtual';
export type ApiGiftOrderStatus = 'pending' | 'shipped' | 'completed' | 'cancelled';

export const GIFT_ORDER_STATUS_NAMES: Record<ApiGiftOrderStatus, string> = {
  pending: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};
export const GIFT_ORDER_STATUSES = Object.keys(GIFT_ORDER_STATUS_NAMES) as ApiGiftOrderStatus[];

/** Most pieces of one gift in one exchange. */
export const GIFT_MAX_QUANTITY = 10;

export type ApiGiftCard = {
  id: number;
  title: string;
  category: GiftCategory;
  categoryName: string;
  kind: ApiGiftKind;
  cover: string;
  summary: string;
  /** Points for one piece. */
  points: number;
  stock: number;
  /** Pieces exchanged so far. */
  exchanged: number;
};

/** user/gift/gift: the store, a page at a time, with the categories for the filter. */
export type ApiGiftList = ApiPage<ApiGiftCard> & { categories: { value: GiftCategory; name: string }[] };

/** user/gift/gift/{id}: one gift as the exchange form needs it (code 2404 when missing or offline). */
export type ApiGiftDetail = ApiGiftCard & {
  /** Plain-text paragraphs. */
  description: string[];
  /** Most pieces one person may hold; null: no limit. */
  perUserLimit: number | null;
  /** Pieces I hold in orders that are not cancelled. */
  mine: number;
  /** My balance now. */
  balance: number;
  /** How many I can exchange right now (stock, limit, balance and GIFT_MAX_QUANTITY); 0: none. */
  maxQuantity: number;
};

/** A delivery address saved from an earlier exchange (user/gift/addresses). */
export type ApiGiftAddress = { id: number; name: string; phone: string; address: string };

export type ApiGiftOrder = {
  id: number;
  orderNo: string;
  giftId: number;
  giftTitle: string;
  giftKind: ApiGiftKind;
  cover: string;
  quantity: number;
  unitPoints: number;
  totalPoints: number;
  status: ApiGiftOrderStatus;
  statusName: string;
  /** Physical gifts: where it goes; null for virtual ones. */
  receiver: { name: string; phone: string; address: string } | null;
  /** Courier and tracking number once shipped. */
  trackingNote: string | null;
  /** Virtual gifts: the voucher code. */
  voucherCode: string | null;
  createdAt: number;
  shippedAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
  /** Why the academy cancelled it; null when the owner did (or it is not cancelled). */
  cancelReason: string | null;
  /** Whether the owner may still cancel it (pending only). */
  canCancel: boolean;
  /** Whether the owner may confirm receipt (shipped only). */
  canConfirm: boolean;
};

/** user/gift/order: my orders, newest first, optionally of one status. */
export type ApiGiftOrderList = ApiPage<ApiGiftOrder>;

/** user/gift/store/{id}: the order made (or, for a repeated submit, the first one) and my balance after. */
export type ApiGiftExchange = { order: ApiGiftOrder; balance: number; repeated: boolean };

/** One row of the points ledger. */
export type ApiPointsEntry = {
  id: number;
  /** Positive: earned or refunded; negative: spent. */
  delta: number;
  balanceAfter: number;
  rule: string;
  /** The rule's Chinese label. */
  label: string;
  note: string;
  createdAt: number;
};

export const POINTS_HISTORY_TYPES = ['earn', 'spend'] as const;
export type PointsHistoryType = (typeof POINTS_HISTORY_TYPES)[number];

/** user/gift/history: my ledger, newest first, optionally only earnings or only spendings. */
export type ApiPointsHistory = ApiPage<ApiPointsEntry>;

/** user/gift/stat: my balance and totals. */
export type ApiGiftStat = {
  balance: number;
  /** Sum of every positive row (earned and refunded). */
  earned: number;
  /** Sum of every negative row, as a positive number. */
  spent: number;
  /** Orders that are not cancelled. */
  orders: number;
  /** Orders waiting to be shipped. */
  pendingOrders: number;
  /** How points are earned (the rules table of the server), for "how to earn points". */
  rules: { rule: string; label: string; points: number }[];
};
