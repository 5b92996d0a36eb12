// What happens to an order after the exchange: the owner cancels a pending one (stock and points come
// back), the academy ships it (a message tells the owner), the owner confirms receipt. Each is one
// transaction that moves the status only from the state it expects (a conditional UPDATE), so two
// clicks or two operators cannot refund or ship twice. Locks: the user's row before the gift's, as in
// the exchange, so the two can never deadlock.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiGiftOrder } from '@/contract/wire/gift';
import { withTransaction, type Db, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { changePoints, lockBalance } from '@/server/modules/points/ledger';
import { findMyOrder } from './queries';
import { giftOrders, gifts, type GiftOrderStatus } from './schema';

/** Moves the order from `from` to `to`; null when it is not the user's or not in `from`. */
async function moveStatus(tx: Tx, userId: number, id: number, from: GiftOrderStatus, set: Partial<typeof giftOrders.$inferInsert>) {
  const [row] = await tx
    .update(giftOrders)
    .set(set)
    .where(and(eq(giftOrders.id, id), eq(giftOrders.userId, userId), eq(giftOrders.status, from)))
    .returning();
  return row ?? null;
}

async function explainRefusal(tx: Tx, userId: number, id: number, action: string): Promise<never> {
  const order = await findMyOrder(tx, userId, id);
  if (!order) throw new ApiError(Code.NotFound, '兑换订单不存在');
  throw new ApiError(Code.Conflict, `订单${order.statusName}，无法${action}`);
}

/**
 * What a cancelled order gives back: its pieces to the stock and its points to the owner. Call it in the
 * transaction that moved the order to cancelled, after locking the owner's balance. The ledger row is
 * unique per (user, giftRefund, order:<id>), so a refund can never be paid twice whoever cancels.
 */
export async function giveBack(tx: Tx, row: typeof giftOrders.$inferSelect, now: Date): Promise<void> {
  await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} + ${row.quantity}`, exchanged: sql`greatest(${gifts.exchanged} - ${row.quantity}, 0)` })
    .where(eq(gifts.id, row.giftId));
  await changePoints(tx, row.userId, { rule: 'giftRefund', refKey: `order:${row.id}`, delta: row.totalPoints, note: `${row.giftTitle} ×${row.quantity}`, at: now });
}

export function cancelOrder(db: Db, userId: number, id: number, now = new Date()): Promise<ApiGiftOrder> {
  return withTransaction(db, async (tx) => {
    await lockBalance(tx, userId);
    const row = await moveStatus(tx, userId, id, 'pending', { status: 'cancelled', cancelledAt: now });
    if (!row) return explainRefusal(tx, userId, id, '取消');
    await giveBack(tx, row, now);
    return (await findMyOrder(tx, userId, id))!;
  });
}

export function confirmOrder(db: Db, userId: number, id: number, now = new Date()): Promise<ApiGiftOrder> {
  return withTransaction(db, async (tx) => {
    const row = await moveStatus(tx, userId, id, 'shipped', { status: 'completed', completedAt: now });
    if (!row) return explainRefusal(tx, userId, id, '确认收货');
    return (await findMyOrder(tx, userId, id))!;
  });
}

const ZOrderIdInput = z.object({ id: zId });

export const giftOrderCancel = defineRoute({
  input: ZOrderIdInput,
  auth: 'user',
  handler: ({ id }, { db, session }) => cancelOrder(db, session.user.id, id),
});

export const giftOrderConfirm = defineRoute({
  input: ZOrderIdInput,
  auth: 'user',
  handler: ({ id }, { db, session }) => confirmOrder(db, session.user.id, id),
});
