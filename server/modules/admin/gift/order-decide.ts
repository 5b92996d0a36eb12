// The store's decisions on an order (docs/product.md §10), each one transaction with its audit row and the
// learner's message: admin/gift/order/ship/{id} (carrier, trackingNo) and admin/gift/order/cancel/{id}
// (reason: the pieces go back to stock and the points to the learner, once). Only a pending order moves:
// a conditional UPDATE decides, so a second or concurrent call is refused with AlreadyDecided.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { withTransaction, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { lockBalance } from '@/server/modules/points/ledger';
import { giveBack } from '@/server/modules/user/gift/order-actions';
import { giftOrders } from '@/server/modules/user/gift/schema';
import { shipOrder } from '@/server/modules/user/gift/ship';
import { writeAudit } from '../audit';
import { decidedOnce, REASON_MAX } from '../decide';
import { defineAdminRoute } from '../guard';

type OrderRow = typeof giftOrders.$inferSelect;
const snapshot = (o: OrderRow) => ({
  orderNo: o.orderNo, status: o.status, gift: o.giftTitle, quantity: o.quantity, points: o.totalPoints,
  trackingNote: o.trackingNote, cancelReason: o.cancelReason,
});

async function findOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(giftOrders).where(eq(giftOrders.id, id)).limit(1);
  if (!row) throw new ApiError(Code.NotFound, '兑换订单不存在');
  return row;
}

export const adminGiftOrderShip = defineAdminRoute({
  roles: ['store'],
  input: z.object({
    id: zId,
    carrier: z.string({ error: '请填写快递公司' }).trim().min(1, '请填写快递公司').max(20, '快递公司最多20个字'),
    trackingNo: z.string({ error: '请填写快递单号' }).trim().regex(/^[A-Za-z0-9-]{6,30}$/, '快递单号应为6到30位字母或数字'),
  }),
  handler: async ({ id, carrier, trackingNo }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const before = await findOrder(tx, id);
      // The owner's row first, as a cancel takes it: shipping inserts the owner's message, whose key lock
      // on that row would otherwise wait on a cancel that waits on this order (a deadlock, seen on PostgreSQL).
      await lockBalance(tx, before.userId);
      if (!(await shipOrder(tx, id, `${carrier} ${trackingNo}`))) throw new ApiError(AdminCode.AlreadyDecided);
      const after = await findOrder(tx, id);
      await writeAudit(tx, { staffId: staff.id, action: 'ship', kind: 'gift-order', itemId: id, before: snapshot(before), after: snapshot(after) });
      return { id, status: after.status, trackingNote: after.trackingNote };
    }),
});

export const adminGiftOrderCancel = defineAdminRoute({
  roles: ['store'],
  input: z.object({
    id: zId,
    reason: z.string({ error: '请填写取消原因' }).trim().min(1, '请填写取消原因').max(REASON_MAX, `取消原因最多${REASON_MAX}个字`),
  }),
  handler: async ({ id, reason }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const before = await findOrder(tx, id);
      // The owner's balance row first, as the exchange and the owner's own cancel lock it: never a deadlock.
      await lockBalance(tx, before.userId);
      const now = new Date();
      const [row] = await tx
        .update(giftOrders)
        .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
        .where(and(eq(giftOrders.id, id), eq(giftOrders.status, 'pending')))
        .returning();
      const after = decidedOnce(row);
      await giveBack(tx, after, now);
      await createMessage(tx, {
        userId: after.userId,
        title: `您兑换的“${after.giftTitle}”已取消`,
        body: `兑换订单 ${after.orderNo} 已由学院取消，原因：${reason} 所用的${after.totalPoints}积分已退回您的账户。`,
        link: `/user/gift/order?status=cancelled#order-${after.id}`,
        at: now,
      });
      notifyBySms(tx, 'gift-cancelled', { userId: after.userId, ref: after.id, link: `/user/gift/order?status=cancelled#order-${after.id}` });
      await writeAudit(tx, { staffId: staff.id, action: 'cancel', kind: 'gift-order', itemId: id, before: snapshot(before), after: snapshot(after) });
      return { id, status: after.status };
    }),
});
