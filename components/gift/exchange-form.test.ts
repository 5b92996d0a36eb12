import { describe, expect, it } from 'vitest';
import { clampQuantity, normalisePhone, unavailableReason, validateAddress } from './exchange-form';

const gift = { stock: 5, points: 100, balance: 500, perUserLimit: null, mine: 0, maxQuantity: 5 };

describe('exchange form checks', () => {
  it('accepts a complete address and explains each missing part', () => {
    expect(validateAddress({ name: '张三', phone: '139 1234 5678', address: '郑州市金水区经三路7号' })).toEqual({});
    expect(validateAddress({ name: '', phone: '123', address: '郑州' })).toEqual({
      name: '请填写收货人姓名', phone: '请填写正确的11位手机号', address: '请填写详细收货地址（至少6个字）',
    });
    expect(validateAddress({ name: '张', phone: '13912345678', address: '地'.repeat(121) })).toEqual({
      name: '收货人姓名至少2个字', address: '收货地址不能超过120个字',
    });
  });

  it('normalises phones as the server does', () => {
    expect(normalisePhone('+86 139-1234-5678')).toBe('13912345678');
  });

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
