// user/gift/store/{id} (docs/product.md §7, form body): exchange points for a gift, all or nothing (docs/architecture.md §4,
// docs/security.md: money-like things). The whole exchange is one call of the database function gift_exchange
// (server/db/migrations/0016_gift_exchange_function.sql), which runs it as one transaction in one round trip, the
// session check included (its user is the request's live session, looked up in the same statement): it
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
import { liveSessionUserId } from '@/server/http/session';
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

const p = (name: string) => sql.placeholder(name);

/**
 * The call of gift_exchange, prepared once per database (a named statement on PostgreSQL: each pooled connection
 * parses and plans it once, as the session lookup). Its user is the subquery of the live session with the request's
 * token hash (liveSessionUserId), so that checking the session and exchanging are one round trip; no live session
 * reaches the function as no user.
 */
function prepareExchange(db: Db) {
  const column = <T>(c: keyof ExchangeRow) => sql<T>`${sql.identifier('e')}.${sql.identifier(c)}`;
  return db
    .select({
      outcome: column<ExchangeRow['outcome']>('outcome'), order_id: column<number | null>('order_id'), balance: column<number>('balance'),
      stock: column<number | null>('stock'), per_user_limit: column<number | null>('per_user_limit'), gift_title: column<string | null>('gift_title'),
      gift_kind: column<GiftKind | null>('gift_kind'), gift_cover: column<string | null>('gift_cover'), unit_points: column<number | null>('unit_points'),
    })
    .from(sql`gift_exchange(
      ${liveSessionUserId(db, p('sessionHash'), p('now'))}::integer, ${p('gift')}::integer, ${p('quantity')}::integer, ${p('key')}::text,
      ${p('name')}::text, ${p('phone')}::text, ${p('address')}::text, ${p('saveAddress')}::boolean,
      ${p('orderNo')}::text, ${p('voucherCode')}::text, ${p('now')}::timestamptz, ${MAX_ADDRESSES}::integer) as e`)
    .prepare('gift_exchange');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareExchange>>();

async function callExchange(db: Db, sessionHash: string, input: TExchangeGiftInput, { orderNo, voucherCode, now }: NewOrder): Promise<ExchangeRow> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareExchange(db)));
  const receiver = receiverOf(input);
  const [row] = await statement.execute({
    sessionHash, gift: input.id, quantity: input.quantity, key: input.key,
    name: receiver?.name ?? null, phone: receiver?.phone ?? null, address: receiver?.address ?? null, saveAddress: input.saveAddress === true,
    orderNo, voucherCode, now: now.toISOString(),
  });
  return row;
}

/** The refusal each outcome that wrote nothing answers (the messages of docs/product.md §7). */
function refusal(row: ExchangeRow, input: TExchangeGiftInput): ApiError {
  switch (row.outcome) {
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

/**
 * The exchange for the holder of a session, checked in the exchange's own statement (auth 'user-in-statement',
 * server/http/route.ts): one round trip where the dispatcher's lookup and the exchange were two.
 */
export async function exchangeGift(db: Db, sessionHash: string, input: TExchangeGiftInput, now = new Date()): Promise<ApiGiftExchange> {
  const fresh: NewOrder = { orderNo: newOrderNo(now), voucherCode: newVoucherCode(), now };
  let row: ExchangeRow;
  try {
    row = await callExchange(db, sessionHash, input, fresh);
  } catch (err) {
    // The user's row lock makes a repeated key reach the function's own check; this is the backstop of the unique
    // (user, key) index should that ever change.
    if (!isUniqueViolation(err)) throw err;
    row = { outcome: 'repeated' } as ExchangeRow;
  }
  if (row.outcome === 'no_user') throw new ApiError(Code.NotLoggedIn);
  if (row.outcome === 'repeated') {
    // The first order and the balance now, read with the session's user (a repeat is the rare case: one more statement).
    const [owner] = await db.select({ id: users.id, points: users.points }).from(users).where(eq(users.id, liveSessionUserId(db, sessionHash, now)));
    if (!owner) throw new ApiError(Code.NotLoggedIn);
    const first = await findOrderByKey(db, owner.id, input.key);
    if (first && first.giftId === input.id) return { order: first, balance: owner.points, repeated: true };
    throw new ApiError(Code.Conflict, '该表单已提交过其他礼品的兑换，请刷新页面后重试');
  }
  if (row.outcome !== 'ok') throw refusal(row, input);
  // The answer from what was written: the function returns the order's id and the gift as it was exchanged.
  const isPhysical = row.gift_kind === 'physical';
  const receiver = isPhysical ? receiverOf(input) : null;
  const total = row.unit_points! * input.quantity;
  const order = toGiftOrder({
    id: row.order_id!, orderNo: fresh.orderNo, giftId: input.id, giftTitle: row.gift_title!, giftKind: row.gift_kind!,
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
  auth: 'user-in-statement',
  handler: (input, { db, sessionHash }) => exchangeGift(db, sessionHash, input),
});
