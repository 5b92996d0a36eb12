// The exchange form's view helpers. Its fields are checked with the API's own schema
// (contract/forms/gift-exchange.ts) through lib/use-api-form.ts.
import type { ApiGiftDetail } from '@/contract/wire/gift';

export type AddressFields = { name: string; phone: string; address: string };

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
