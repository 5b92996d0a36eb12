// Loaders of the points and gift store (/user/gift, /user/gift/{id}, /user/gift/order, /user/gift/history).
// All are login pages (withPage checks and marks them private, no-store). Odd filters are a 404, odd
// page numbers fall back to the first or last page of the list; the gift detail's code 2404 becomes the 404 page in withPage (docs/product.md §2, 8).
import {
  GIFT_CATEGORIES, GIFT_ORDER_STATUSES, POINTS_HISTORY_TYPES,
  type ApiGiftAddress, type ApiGiftDetail, type ApiGiftList, type ApiGiftOrder, type ApiGiftOrderList,
  type ApiGiftOrderStatus, type ApiGiftStat, type ApiPointsHistory, type GiftCategory, type PointsHistoryType,
} from '@/contract/wire/gift';
import { loadFilteredListPage } from './list-query';
import { withPage } from './page';

/** A row id as the API accepts it. */
const ROW_ID = /^[1-9]\d{0,8}$/;

export const GIFT_PAGE_SIZE = 12;
export const ORDER_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 20;

export type GiftStoreProps = { title: string; stat: ApiGiftStat; list: ApiGiftList; category: GiftCategory | null };

export const getGiftStoreProps = withPage<GiftStoreProps>(async ({ api, ctx }) => {
  const loaded = await loadFilteredListPage(ctx, 'category', GIFT_CATEGORIES.map((c) => c.value), (page, category) =>
    api.call<ApiGiftList>('user/gift/gift', { page, pageSize: GIFT_PAGE_SIZE, ...category }));
  if (!('data' in loaded)) return loaded;
  // After the list, not alongside: the built-in API's embedded database is a single connection anyway.
  const stat = await api.call<ApiGiftStat>('user/gift/stat');
  return { props: { title: '积分商城', stat, list: loaded.data, category: loaded.filter } };
});

export type GiftDetailProps = {
  title: string;
  gift: ApiGiftDetail;
  addresses: ApiGiftAddress[];
  /** The exchange form's one-time key: a repeated submit of this form finds the first order. */
  formKey: string;
};

export const getGiftDetailProps = withPage<GiftDetailProps>(async ({ api, params }) => {
  // An id no gift can have never reaches the API (nor its path check).
  if (!ROW_ID.test(params.id ?? '')) return { notFound: true };
  // docs/product.md §2: the data first; 2404 (missing or offline) is the 404 page.
  const gift = await api.call<ApiGiftDetail>(`user/gift/gift/${params.id}`);
  const addresses = gift.kind === 'physical' ? (await api.call<{ list: ApiGiftAddress[] }>('user/gift/addresses')).list : [];
  return { props: { title: '礼品详情', gift, addresses, formKey: globalThis.crypto.randomUUID() } };
});

export type GiftOrdersProps = {
  title: string;
  orders: ApiGiftOrderList;
  status: ApiGiftOrderStatus | null;
  /** Just exchanged (?placed=<id>, where the exchange form goes): shown on top with a success note. */
  placed: ApiGiftOrder | null;
};

export const getGiftOrdersProps = withPage<GiftOrdersProps>(async ({ api, ctx }) => {
  const rawPlaced = ctx.query.placed;
  if (rawPlaced !== undefined && (typeof rawPlaced !== 'string' || !ROW_ID.test(rawPlaced))) return { notFound: true };
  const loaded = await loadFilteredListPage(ctx, 'status', GIFT_ORDER_STATUSES, (page, status) =>
    api.call<ApiGiftOrderList>('user/gift/order', { page, pageSize: ORDER_PAGE_SIZE, ...status }));
  if (!('data' in loaded)) return loaded;
  const placed = rawPlaced ? await api.call<ApiGiftOrder>(`user/gift/order/${rawPlaced}`) : null;
  return { props: { title: '兑换记录', orders: loaded.data, status: loaded.filter, placed } };
});

export type PointsHistoryProps = { title: string; history: ApiPointsHistory; stat: ApiGiftStat; type: PointsHistoryType | null };

export const getPointsHistoryProps = withPage<PointsHistoryProps>(async ({ api, ctx }) => {
  const loaded = await loadFilteredListPage(ctx, 'type', POINTS_HISTORY_TYPES, (page, type) =>
    api.call<ApiPointsHistory>('user/gift/history', { page, pageSize: HISTORY_PAGE_SIZE, ...type }));
  if (!('data' in loaded)) return loaded;
  const stat = await api.call<ApiGiftStat>('user/gift/stat');
  return { props: { title: '积分记录', history: loaded.data, stat, type: loaded.filter } };
});
