// user/gift/stat (docs/product.md §7, no body): my balance, what I earned and spent, my orders, and the earning rules.
import type { ApiGiftStat } from '@/contract/wire/gift';
import { defineRoute } from '@/server/http/route';
import { ledgerTotals } from '@/server/modules/points/queries';
import { POINTS_RULES } from '@/server/modules/points/rules';
import { countMyOrders } from './queries';

const EARNING_RULES = Object.entries(POINTS_RULES).flatMap(([rule, r]) => (r.kind === 'earn' ? [{ rule, label: r.label, points: r.points }] : []));

export const giftStat = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session }): Promise<ApiGiftStat> => {
    const userId = session.user.id;
    const [totals, orders] = await Promise.all([ledgerTotals(db, userId), countMyOrders(db, userId)]);
    return { balance: session.user.points, earned: totals.earned, spent: totals.spent, ...orders, rules: EARNING_RULES };
  },
});
