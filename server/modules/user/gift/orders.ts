// user/gift/order (docs/product.md §7, form body) and user/gift/order/{id} (no body): my exchange orders. Another
// user's order id answers exactly like one that does not exist (docs/security.md: every id checked).
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { GIFT_ORDER_STATUSES, type ApiGiftOrder, type ApiGiftOrderList } from '@/contract/wire/gift';
import { ApiError } from '@/server/http/api-error';
import { readPage, zId, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { findMyOrder, listMyOrders } from './queries';

export const ZGiftOrderListInput = z.object({
  status: z.enum(GIFT_ORDER_STATUSES as [string, ...string[]], '订单状态不正确').optional(),
  ...zPaging(10),
});

export const giftOrderList = defineRoute({
  input: ZGiftOrderListInput,
  auth: 'user',
  handler: async (input, { db, session }): Promise<ApiGiftOrderList> => {
    const status = input.status as ApiGiftOrder['status'] | undefined;
    return readPage(input, (window) => listMyOrders(db, session.user.id, status, window));
  },
});

export const giftOrderDetail = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiGiftOrder> => {
    const order = await findMyOrder(db, session.user.id, id);
    if (!order) throw new ApiError(Code.NotFound, '兑换订单不存在');
    return order;
  },
});
