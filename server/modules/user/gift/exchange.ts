// user/gift/store/{id} (docs/product.md §7, form body): exchange points for a gift, all or nothing (docs/architecture.md §4,
// docs/security.md: money-like things). The whole exchange is one call of the database function gift_exchange
// (server/db/migrations/0016_gift_exchange_function.sql), which runs it as one transaction in one round trip: it
// locks the user's row first (so one user's requests queue up and see each other's orders), checks, takes the stock
// with a conditional UPDATE ... WHERE stock >= quantity (so concurrent users can never oversell), then writes the
// order, its ledger row and the balance. Here: the order's number and voucher, and what each refusal says.
// The form's one-time key makes a double click or a retry answer the first order instead of making a second one.
import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { checkForm } from '@/contract/forms/field-errors';
import { receiverForm } from '@/contract/forms/gift-exchange';
import type { ApiGiftExchange } from '@/contract/wire/gift';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { users } from '@/server/modules/passport/schema';
import { chinaDateCompact } from './order-no';
import { toGiftOrder } from './cards';
import { findOrderByKey } from './queries';
import { receiverOf, ZExchangeGiftInput, type TExchangeGiftInput } from './inputs';
import type { GiftKind } from './schema';

/** Most addresses kept per user; the least recently used goes first. */
const MAX_ADDRESSES = 5;

function newOrderNo(now: Date): string {
  return `JF${chinaDateCompact(now)}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

function newVoucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** What gift_exchange answers: its outcome, and what the answer or the refusal needs. */
type ExchangeRow = {
  outcome: 'ok' | 'repeated' | 'key_other_gift' | 'no_user' | 'not_found' | 'needs_receiver' | 'out_of_stock' | 'limit'
    | 'points_short' | 'repriced' | 'stock_taken';
  order_id: number | null;
  balance: number;
  stock: number | null;
  per_user_limit: number | null;
  gift_title: string | null;
  gift_kind: GiftKind | null;
  gift_cover: string | null;
  unit_points: number | null;
};

type NewOrder = { orderNo: string; voucherCode: string; now: Date };

async function callExchange(db: Db, userId: number, input: TExchangeGiftInput, { orderNo, voucherCode, now }: NewOrder): Promise<ExchangeRow> {
  const receiver = receiverOf(input);
  const result = await db.execute(sql`select * from gift_exchange(
    ${userId}::integer, ${input.id}::integer, ${input.quantity}::integer, ${input.key}::text,
    ${receiver?.name ?? null}::text, ${receiver?.phone ?? null}::text, ${receiver?.address ?? null}::text, ${input.saveAddress === true}::boolean,
    ${orderNo}::text, ${voucherCode}::text, ${now.toISOString()}::timestamptz, ${MAX_ADDRESSES}::integer)`);
  return (result as unknown as { rows: ExchangeRow[] }).rows[0];
}

/** The refusal each outcome that wrote nothing answers (the messages of docs/product.md §7). */
function refusal(row: ExchangeRow, input: TExchangeGiftInput): ApiError {
  switch (row.outcome) {
    case 'no_user': return new ApiError(Code.NotFound);
    case 'key_other_gift': return new ApiError(Code.Conflict, '该表单已提交过其他礼品的兑换，请刷新页面后重试');
    case 'not_found': return new ApiError(Code.GiftNotFound);
    case 'needs_receiver': {
      // Each missing part under its field too (docs/product.md §5), as the form's own check would say it.
      const fields = checkForm(receiverForm, { name: input.name ?? '', phone: input.phone ?? '', address: input.address ?? '' });
      return new ApiError(Code.BadInput, '请填写收货人、手机号和详细收货地址', 200, fields);
    }
    case 'out_of_stock': return new ApiError(Code.GiftOutOfStock, row.stock === 0 ? '礼品已兑完' : `库存仅剩${row.stock}件`);
    case 'limit': return new ApiError(Code.GiftLimitReached, `该礼品每人最多兑换${row.per_user_limit}件`);
    case 'points_short': {
      const need = row.unit_points! * input.quantity;
      return new ApiError(Code.PointsShort, `积分不足：需要${need}积分，当前${row.balance}积分`);
    }
    case 'repriced': return new ApiError(Code.Conflict, '礼品所需积分刚刚调整，请刷新页面后重试');
    default: return new ApiError(Code.GiftOutOfStock, '礼品库存不足，请减少数量或选择其他礼品');
  }
}

export async function exchangeGift(db: Db, userId: number, input: TExchangeGiftInput, now = new Date()): Promise<ApiGiftExchange> {
  const fresh: NewOrder = { orderNo: newOrderNo(now), voucherCode: newVoucherCode(), now };
  let row: ExchangeRow;
  try {
    row = await callExchange(db, userId, input, fresh);
  } catch (err) {
    // The user's row lock makes a repeated key reach the function's own check; this is the backstop of the unique
    // (user, key) index should that ever change.
    if (!isUniqueViolation(err)) throw err;
    const [user] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
    row = { outcome: 'repeated', balance: user.points } as ExchangeRow;
  }
  if (row.outcome === 'repeated') {
    const first = await findOrderByKey(db, userId, input.key);
    if (first && first.giftId === input.id) return { order: first, balance: row.balance, repeated: true };
    throw new ApiError(Code.Conflict, '该表单已提交过其他礼品的兑换，请刷新页面后重试');
  }
  if (row.outcome !== 'ok') throw refusal(row, input);
  // The answer from what was written: the function returns the order's id and the gift as it was exchanged.
  const isPhysical = row.gift_kind === 'physical';
  const receiver = isPhysical ? receiverOf(input) : null;
  const total = row.unit_points! * input.quantity;
  const order = toGiftOrder({
    id: row.order_id!, orderNo: fresh.orderNo, userId, giftId: input.id, giftTitle: row.gift_title!, giftKind: row.gift_kind!,
    quantity: input.quantity, unitPoints: row.unit_points!, totalPoints: total,
    status: isPhysical ? 'pending' : 'completed', idemKey: input.key,
    receiverName: receiver?.name ?? null, receiverPhone: receiver?.phone ?? null, receiverAddress: receiver?.address ?? null,
    trackingNote: null, voucherCode: isPhysical ? null : fresh.voucherCode, createdAt: now, shippedAt: null, completedAt: isPhysical ? null : now,
    cancelledAt: null, cancelReason: null,
  }, row.gift_cover!);
  return { order, balance: row.balance, repeated: false };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const giftExchange = defineRoute({
  input: ZExchangeGiftInput,
  auth: 'user',
  handler: (input, { db, session }) => exchangeGift(db, session.user.id, input),
});
