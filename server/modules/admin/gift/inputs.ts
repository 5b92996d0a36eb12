// The gift form of admin/gift/save and the filters of the store's lists, each refusal in Chinese (code 4000
// with the field's name).
import { z } from 'zod';
import { ADMIN_GIFT_LIMITS as L } from '@/contract/wire/admin-store';
import { GIFT_CATEGORIES, GIFT_ORDER_STATUSES } from '@/contract/wire/gift';
import { zId } from '@/server/http/inputs';
import { zFlag, zSaveId } from '../content-inputs';
import { zDayRange, zOptional } from '../list-inputs';

const CATEGORY_VALUES = GIFT_CATEGORIES.map((c) => c.value) as [string, ...string[]];

/** A whole number typed into a form, within [min, max]. */
function zWhole(label: string, min: number, max: number) {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^-?\d{1,7}$/, `${label}应为整数`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label}应在${min}到${max}之间`);
}

function zTextField(label: string, max: number) {
  return z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}最多${max}个字`);
}

export const ZGiftSaveInput = z.object({
  id: zSaveId,
  title: zTextField('礼品名称', L.title),
  category: z.enum(CATEGORY_VALUES, '请选择礼品分类'),
  kind: z.enum(['physical', 'virtual'], '请选择礼品类型'),
  // Our own pictures only (the stock covers, or one uploaded through admin/gift/cover): the store's page
  // loads nothing from other sites.
  cover: z
    .string({ error: '请上传礼品图片' })
    .trim()
    .min(1, '请上传礼品图片')
    .max(L.cover, '图片地址过长')
    .regex(/^\/(images\/gifts|api\/med\/image)\/[A-Za-z0-9._-]+$/, '请上传礼品图片或选择站内图片'),
  summary: zTextField('一句话介绍', L.summary),
  description: zTextField('礼品详情', L.description),
  points: zWhole('所需积分', 1, L.points),
  /** A new gift's opening stock. */
  stock: zOptional(zWhole('库存', 0, L.stock)),
  /** An edit's stock change (入库 positive, 出库 negative): applied to the stock as it is then, never overwriting it. */
  stockChange: zOptional(zWhole('库存增减', -L.stock, L.stock)),
  perUserLimit: zOptional(zWhole('每人限兑', 1, L.perUserLimit)),
  isOnline: zFlag,
  sort: zOptional(zWhole('排序', 0, L.sort)),
});
export type TGiftSaveInput = z.output<typeof ZGiftSaveInput>;

export const zGiftFilters = {
  status: zOptional(z.enum(['online', 'offline'], '上架状态不正确')),
  category: zOptional(z.enum(CATEGORY_VALUES, '礼品分类不正确')),
  q: zOptional(z.string().trim().max(50, '搜索词最多50个字')),
};

export const zOrderFilters = {
  status: zOptional(z.enum(GIFT_ORDER_STATUSES as [string, ...string[]], '订单状态不正确')),
  giftId: zOptional(zId),
  kind: zOptional(z.enum(['physical', 'virtual'], '礼品类型不正确')),
  q: zOptional(z.string().trim().max(50, '搜索词最多50个字')),
  ...zDayRange,
};
export type OrderFilters = { status?: string; giftId?: number; kind?: string; q?: string; from?: string; to?: string };
