// The exchange form's checks, shared by the form and its tests. The server checks all of it again
// (server/modules/user/gift/inputs.ts and exchange.ts); these only save a round trip and explain.
import type { ApiGiftDetail } from '@/contract/wire/gift';

export type AddressFields = { name: string; phone: string; address: string };
export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

export const ADDRESS_LIMITS = { name: 20, address: 120 } as const;

export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^\+?86(?=\d{11}$)/, '');
}

export function validateAddress(f: AddressFields): AddressErrors {
  const errors: AddressErrors = {};
  const name = [...f.name.trim()];
  if (name.length === 0) errors.name = '请填写收货人姓名';
  else if (name.length < 2) errors.name = '收货人姓名至少2个字';
  else if (name.length > ADDRESS_LIMITS.name) errors.name = `收货人姓名不能超过${ADDRESS_LIMITS.name}个字`;
  if (!/^1[3-9]\d{9}$/.test(normalisePhone(f.phone))) errors.phone = '请填写正确的11位手机号';
  const address = [...f.address.trim()];
  if (address.length === 0) errors.address = '请填写详细收货地址';
  else if (address.length < 6) errors.address = '请填写详细收货地址（至少6个字）';
  else if (address.length > ADDRESS_LIMITS.address) errors.address = `收货地址不能超过${ADDRESS_LIMITS.address}个字`;
  return errors;
}

/** Why the gift cannot be exchanged now (maxQuantity 0), in words; null when it can. */
export function unavailableReason(gift: Pick<ApiGiftDetail, 'stock' | 'points' | 'balance' | 'perUserLimit' | 'mine' | 'maxQuantity'>): string | null {
  if (gift.maxQuantity > 0) return null;
  if (gift.stock <= 0) return '礼品已兑完，请看看其他礼品';
  if (gift.perUserLimit !== null && gift.mine >= gift.perUserLimit) return `该礼品每人限兑${gift.perUserLimit}件，您已兑换${gift.mine}件`;
  if (gift.balance < gift.points) return `积分不足：兑换1件需要${gift.points}积分，您还差${gift.points - gift.balance}积分`;
  return '暂时无法兑换';
}

/** Keeps a typed quantity within 1..max (an empty or odd value becomes 1). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}
