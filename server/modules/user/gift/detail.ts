// user/gift/gift/{id} (docs/product.md §7, no body): one gift for the exchange form. Missing and offline gifts
// answer code 2404, which the page turns into the 404 page (docs/product.md §2, 8).
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { GIFT_MAX_QUANTITY, type ApiGiftDetail } from '@/contract/wire/gift';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { toGiftCard } from './cards';
import { countHeld, findOnlineGift } from './queries';

/** Any id that is not a plain positive integer cannot name a gift: 2404 as well, never a 500. */
const zGiftId = z.string().max(100).transform((s) => (/^[1-9]\d{0,8}$/.test(s) ? Number(s) : 0));

export function maxQuantity(gift: { stock: number; points: number; perUserLimit: number | null }, mine: number, balance: number): number {
  const byLimit = gift.perUserLimit === null ? GIFT_MAX_QUANTITY : gift.perUserLimit - mine;
  return Math.max(0, Math.min(GIFT_MAX_QUANTITY, gift.stock, byLimit, Math.floor(balance / gift.points)));
}

export const giftDetail = defineRoute({
  input: z.object({ id: zGiftId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiGiftDetail> => {
    const gift = id > 0 ? await findOnlineGift(db, id) : null;
    if (!gift) throw new ApiError(Code.GiftNotFound);
    const userId = session.user.id;
    const mine = await countHeld(db, userId, id);
    const balance = session.user.points;
    return {
      ...toGiftCard(gift),
      description: gift.description.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
      perUserLimit: gift.perUserLimit, mine, balance, maxQuantity: maxQuantity(gift, mine, balance),
    };
  },
});
