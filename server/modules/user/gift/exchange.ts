// user/gift/store/{id} (docs/product.md §7, form body): exchange points for a gift, all or nothing (docs/architecture.md §4,
// docs/security.md: money-like things). One transaction locks the user's balance row first (so one user's
// requests queue up and see each other's orders), writes the order and the ledger row and takes the points, and
// last takes the stock with a conditional UPDATE ... WHERE stock >= quantity (so concurrent users can never
// oversell, and the gift's row, which every exchanger of it wants, is held only until the commit right after);
// any failure rolls all of it back. The form's one-time key makes a double click or a
// retry answer the first order instead of making a second one.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { checkForm } from '@/contract/forms/field-errors';
import { receiverForm } from '@/contract/forms/gift-exchange';
import type { ApiGiftExchange } from '@/contract/wire/gift';
import { withTransaction, type Db, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { users } from '@/server/modules/passport/schema';
import { lockBalance, spendPoints } from '@/server/modules/points/ledger';
import { chinaDateCompact } from './order-no';
import { toGiftOrder } from './cards';
import { findOrderByKey, heldOf } from './queries';
import { receiverOf, ZExchangeGiftInput, type TExchangeGiftInput } from './inputs';
import { giftAddresses, giftOrders, gifts } from './schema';

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

async function saveAddress(tx: Tx, userId: number, r: { name: string; phone: string; address: string }, now: Date) {
  await tx
    .insert(giftAddresses)
    .values({ userId, ...r, usedAt: now })
    .onConflictDoUpdate({ target: [giftAddresses.userId, giftAddresses.name, giftAddresses.phone, giftAddresses.address], set: { usedAt: now } });
  // Keep the newest few: an address book, not a log.
  await tx.execute(sql`delete from ${giftAddresses} where ${giftAddresses.userId} = ${userId} and ${giftAddresses.id} not in (
    select ${giftAddresses.id} from ${giftAddresses} where ${giftAddresses.userId} = ${userId}
    order by ${giftAddresses.usedAt} desc, ${giftAddresses.id} desc limit ${MAX_ADDRESSES})`);
}

/**
 * The online gift with what the exchange checks about this user: whether an order already has the form's key, and
 * the pieces held in orders that are not cancelled (summed only for a gift with a per-user limit). Read after the
 * user's row is locked, so it sees every earlier order of this user. Null: no such online gift.
 */
async function readForExchange(tx: Tx, userId: number, input: TExchangeGiftInput) {
  const [row] = await tx
    .select({
      ...getTableColumns(gifts),
      keyUsed: sql<boolean>`exists (select 1 from ${giftOrders} where ${giftOrders.userId} = ${userId} and ${giftOrders.idemKey} = ${input.key})`,
      held: sql<number>`case when ${gifts.perUserLimit} is null then 0 else ${heldOf(userId, input.id)} end`.mapWith(Number),
    })
    .from(gifts)
    .where(and(eq(gifts.id, input.id), eq(gifts.isOnline, true)))
    .limit(1);
  return row ?? null;
}

async function exchangeInTx(tx: Tx, userId: number, input: TExchangeGiftInput, now: Date): Promise<ApiGiftExchange> {
  // 1. The user's row first: every exchange of this user waits here for the one before it.
  const balance = await lockBalance(tx, userId);
  // Then, in one statement, the gift, whether the form's key has an order, and how many the user holds.
  const gift = await readForExchange(tx, userId, input);
  if (!gift || gift.keyUsed) {
    const first = await findOrderByKey(tx, userId, input.key);
    if (first) {
      if (first.giftId !== input.id) throw new ApiError(Code.Conflict, '该表单已提交过其他礼品的兑换，请刷新页面后重试');
      return { order: first, balance, repeated: true };
    }
  }
  if (!gift) throw new ApiError(Code.GiftNotFound);
  const receiver = receiverOf(input);
  if (gift.kind === 'physical' && !receiver) {
    // Each missing part under its field too (docs/product.md §5), as the form's own check would say it.
    const fields = checkForm(receiverForm, { name: input.name ?? '', phone: input.phone ?? '', address: input.address ?? '' });
    throw new ApiError(Code.BadInput, '请填写收货人、手机号和详细收货地址', 200, fields);
  }
  if (gift.stock < input.quantity) throw new ApiError(Code.GiftOutOfStock, gift.stock === 0 ? '礼品已兑完' : `库存仅剩${gift.stock}件`);
  if (gift.perUserLimit !== null && gift.held + input.quantity > gift.perUserLimit) {
    throw new ApiError(Code.GiftLimitReached, `该礼品每人最多兑换${gift.perUserLimit}件`);
  }
  if (balance < gift.points * input.quantity) {
    throw new ApiError(Code.PointsShort, `积分不足：需要${gift.points * input.quantity}积分，当前${balance}积分`);
  }
  // 2. The order, then its points (spendPoints throws PointsShort and everything rolls back).
  const total = gift.points * input.quantity;
  const isPhysical = gift.kind === 'physical';
  const [order] = await tx
    .insert(giftOrders)
    .values({
      orderNo: newOrderNo(now), userId, giftId: gift.id, giftTitle: gift.title, giftKind: gift.kind,
      quantity: input.quantity, unitPoints: gift.points, totalPoints: total,
      status: isPhysical ? 'pending' : 'completed', idemKey: input.key,
      receiverName: isPhysical ? receiver!.name : null,
      receiverPhone: isPhysical ? receiver!.phone : null,
      receiverAddress: isPhysical ? receiver!.address : null,
      voucherCode: isPhysical ? null : newVoucherCode(),
      createdAt: now, completedAt: isPhysical ? null : now,
    })
    .returning();
  const spent = await spendPoints(tx, userId, total, `order:${order.id}`, `${gift.title} ×${input.quantity}`, balance);
  if (isPhysical && input.saveAddress) await saveAddress(tx, userId, receiver!, now);
  // 3. Last, the stock, checked and taken in one statement: the gift's row is every exchanger's hot spot, so it is
  // locked only from here to the commit (docs/architecture.md §4). Sold out or repriced meanwhile: all rolls back.
  const [taken] = await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} - ${input.quantity}`, exchanged: sql`${gifts.exchanged} + ${input.quantity}` })
    .where(and(eq(gifts.id, gift.id), eq(gifts.isOnline, true), gte(gifts.stock, input.quantity)))
    .returning({ points: gifts.points });
  if (!taken) throw new ApiError(Code.GiftOutOfStock, '礼品库存不足，请减少数量或选择其他礼品');
  if (taken.points !== gift.points) throw new ApiError(Code.Conflict, '礼品所需积分刚刚调整，请刷新页面后重试');
  return { order: toGiftOrder(order, gift.cover), balance: spent.balance, repeated: false };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function exchangeGift(db: Db, userId: number, input: TExchangeGiftInput, now = new Date()): Promise<ApiGiftExchange> {
  try {
    return await withTransaction(db, (tx) => exchangeInTx(tx, userId, input, now));
  } catch (err) {
    // The user's row lock makes a duplicate key reach the check above; this is the backstop of the
    // unique (user, key) index should that ever change.
    if (isUniqueViolation(err)) {
      const first = await findOrderByKey(db, userId, input.key);
      if (first && first.giftId === input.id) {
        const [user] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
        return { order: first, balance: user.points, repeated: true };
      }
    }
    throw err;
  }
}

export const giftExchange = defineRoute({
  input: ZExchangeGiftInput,
  auth: 'user',
  handler: (input, { db, session }) => exchangeGift(db, session.user.id, input),
});
