// Row -> wire reshaping of gifts and orders (docs/conventions.md §8): a change on the wire touches only this file.
import { GIFT_CATEGORIES, GIFT_ORDER_STATUS_NAMES, type ApiGiftCard, type ApiGiftOrder, type GiftCategory } from '@/contract/wire/gift';
import { toSeconds } from '@/server/modules/common/time';
import type { giftOrders, gifts } from './schema';

type GiftRow = typeof gifts.$inferSelect;
type OrderRow = typeof giftOrders.$inferSelect;

export function categoryName(category: string): string {
  return GIFT_CATEGORIES.find((c) => c.value === category)?.name ?? '其他';
}

export function toGiftCard(row: GiftRow): ApiGiftCard {
  return {
    id: row.id, title: row.title, category: row.category as GiftCategory, categoryName: categoryName(row.category),
    kind: row.kind, cover: row.cover, summary: row.summary, points: row.points, stock: row.stock,
    exchanged: row.exchanged,
  };
}

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

/** The order's owner is not part of the answer, so a caller that knows only the session need not read it. */
export function toGiftOrder(row: Omit<OrderRow, 'userId'>, cover: string): ApiGiftOrder {
  const hasReceiver = row.receiverName !== null && row.receiverPhone !== null && row.receiverAddress !== null;
  return {
    id: row.id, orderNo: row.orderNo, giftId: row.giftId, giftTitle: row.giftTitle, giftKind: row.giftKind, cover,
    quantity: row.quantity, unitPoints: row.unitPoints, totalPoints: row.totalPoints,
    status: row.status, statusName: GIFT_ORDER_STATUS_NAMES[row.status],
    receiver: hasReceiver ? { name: row.receiverName!, phone: row.receiverPhone!, address: row.receiverAddress! } : null,
    trackingNote: row.trackingNote, voucherCode: row.voucherCode,
    createdAt: toSeconds(row.createdAt), shippedAt: seconds(row.shippedAt), completedAt: seconds(row.completedAt),
    cancelledAt: seconds(row.cancelledAt), cancelReason: row.cancelReason,
    canCancel: row.status === 'pending', canConfirm: row.status === 'shipped',
  };
}
