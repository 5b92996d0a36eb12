// The academy ships an exchange order. Imports no database client (only its types), so the seed can use
// it without an import cycle through server/db/client.ts.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { giftOrders } from './schema';

/**
 * The academy ships a pending order (there is no back office yet: the seed, tests and operators call
 * this inside their transaction). Writes the tracking note and tells the owner by a message, in the same
 * transaction; false when the order is not pending.
 */
export async function shipOrder(tx: Tx, orderId: number, trackingNote: string, now = new Date()): Promise<boolean> {
  const [row] = await tx
    .update(giftOrders)
    .set({ status: 'shipped', trackingNote: trackingNote.slice(0, 100), shippedAt: now })
    .where(and(eq(giftOrders.id, orderId), eq(giftOrders.status, 'pending')))
    .returning();
  if (!row) return false;
  await createMessage(tx, {
    userId: row.userId,
    title: `您兑换的“${row.giftTitle}”已发货`,
    body: `兑换订单 ${row.orderNo} 已发货：${trackingNote}。收到礼品后，请在“我的兑换”中确认收货。`,
    link: `/user/gift/order?status=shipped#order-${row.id}`,
    at: now,
  });
  notifyBySms(tx, 'gift-shipped', { userId: row.userId, ref: row.id, link: `/user/gift/order?status=shipped#order-${row.id}`, detail: trackingNote });
  return true;
}
