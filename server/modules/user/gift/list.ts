// user/gift/gift (docs/product.md §7, form body): the store, online gifts only, a page at a time, by category.
import { z } from 'zod';
import { GIFT_CATEGORIES, type ApiGiftList } from '@/contract/wire/gift';
import { readPage, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { toGiftCard } from './cards';
import { listOnlineGifts } from './queries';

const CATEGORY_VALUES = GIFT_CATEGORIES.map((c) => c.value) as [string, ...string[]];

export const ZGiftListInput = z.object({
  category: z.enum(CATEGORY_VALUES, '礼品分类不正确').optional(),
  ...zPaging(12),
});

export const giftList = defineRoute({
  input: ZGiftListInput,
  auth: 'user',
  handler: async (input, { db }): Promise<ApiGiftList> => {
    const page = await readPage(input, (window) => listOnlineGifts(db, input.category, window));
    return { ...page, list: page.list.map(toGiftCard), categories: GIFT_CATEGORIES.map((c) => ({ ...c })) };
  },
});
