import { describe, expect, it } from 'vitest';
import { clampQuantity, unavailableReason } from './exchange-form';

const gift = { stock: 5, points: 100, balance: 500, perUserLimit: null, mine: 0, maxQuantity: 5 };

describe('exchange form checks', () => {
  it('says why a gift cannot be exchanged', () => {
    expect(unavailableReason(gift)).toBeNull();
    expect(unavailableReason({ ...gift, stock: 0, maxQuantity: 0 })).toBe('礼品已兑完，请看看其他礼品');
    expect(unavailableReason({ ...gift, perUserLimit: 1, mine: 1, maxQuantity: 0 })).toBe('该礼品每人限兑1件，您已兑换1件');
    expect(unavailableReason({ ...gift, balance: 30, maxQuantity: 0 })).toBe('积分不足：兑换1件需要100积分，您还差70积分');
  });

  it('keeps the quantity between 1 and the most allowed', () => {
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
  });
});
