// The store's order queue (role store; docs/product.md §10): admin/gift/order/list (newest first, by status,
// gift, kind, the day ordered and q: the learner's or receiver's name or phone, the order number or the
// gift) and admin/gift/order/csv (GET: the same rows as a spreadsheet; with status=pending it is the
// warehouse's packing list, each parcel's own tracking number being typed back one order at a time).
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { formatDateTime } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminGiftOrderRow } from '@/contract/wire/admin-store';
import { GIFT_ORDER_STATUS_NAMES, type ApiGiftOrderStatus } from '@/contract/wire/gift';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { giftOrders } from '@/server/modules/user/gift/schema';
import { containing, withinDays } from '../list-inputs';
import { defineListAndCsv } from '../list-routes';
import { zOrderFilters, type OrderFilters } from './inputs';
import { newestFirst } from '../newest-first';

function orderWhere(f: OrderFilters): SQL | undefined {
  const like = f.q ? containing(f.q) : null;
  return and(
    f.status ? eq(giftOrders.status, f.status as ApiGiftOrderStatus) : undefined,
    f.giftId ? eq(giftOrders.giftId, f.giftId) : undefined,
    f.kind ? eq(giftOrders.giftKind, f.kind as 'physical' | 'virtual') : undefined,
    like
      ? or(
          ilike(users.name, like), ilike(users.phone, like), ilike(giftOrders.receiverName, like),
          ilike(giftOrders.receiverPhone, like), ilike(giftOrders.orderNo, like), ilike(giftOrders.giftTitle, like),
        )
      : undefined,
    withinDays(giftOrders.createdAt, f),
  );
}

const seconds = (d: Date | null) => (d ? toSeconds(d) : null);

async function orderRows(db: Db, f: OrderFilters, limit: number, offset: number): Promise<ApiAdminGiftOrderRow[]> {
  const query = db
    .select({ o: giftOrders, name: users.name, phone: users.phone })
    .from(giftOrders)
    .innerJoin(users, eq(users.id, giftOrders.userId))
    .where(orderWhere(f))
    .$dynamic();
  const rows = await newestFirst(query, [giftOrders.createdAt, giftOrders.id], limit, offset);
  return rows.map(({ o, name, phone }) => ({
    id: o.id, orderNo: o.orderNo, status: o.status, statusName: GIFT_ORDER_STATUS_NAMES[o.status],
    learner: { id: o.userId, name, phone }, giftId: o.giftId, giftTitle: o.giftTitle, giftKind: o.giftKind,
    quantity: o.quantity, totalPoints: o.totalPoints,
    receiver: o.receiverName && o.receiverPhone && o.receiverAddress ? { name: o.receiverName, phone: o.receiverPhone, address: o.receiverAddress } : null,
    trackingNote: o.trackingNote, voucherCode: o.voucherCode, cancelReason: o.cancelReason,
    createdAt: toSeconds(o.createdAt), shippedAt: seconds(o.shippedAt), completedAt: seconds(o.completedAt), cancelledAt: seconds(o.cancelledAt),
  }));
}

async function orderPage(db: Db, f: OrderFilters, limit: number, offset: number): Promise<ApiAdminPage<ApiAdminGiftOrderRow>> {
  const [{ total }] = await db.select({ total: count() }).from(giftOrders).innerJoin(users, eq(users.id, giftOrders.userId)).where(orderWhere(f));
  return { total, list: await orderRows(db, f, limit, offset) };
}

export const { list: adminGiftOrderList, csv: adminGiftOrderCsv } = defineListAndCsv(['store'], zOrderFilters, orderPage, {
  fileName: '礼品兑换订单.csv',
  header: ['订单号', '兑换时间', '状态', '礼品', '数量', '积分', '收货人', '收货电话', '收货地址', '学员', '学员手机号', '物流信息', '取消原因'],
  row: (r) => [
    r.orderNo, formatDateTime(r.createdAt), r.statusName, r.giftTitle, r.quantity, r.totalPoints,
    r.receiver?.name, r.receiver?.phone, r.receiver?.address, r.learner.name, r.learner.phone, r.trackingNote, r.cancelReason,
  ],
});
