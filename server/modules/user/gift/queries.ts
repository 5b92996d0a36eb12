// Reads of the gift store, always scoped: gifts the store shows, and orders of one user only.
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ApiGiftOrder } from '@/contract/wire/gift';
import type { Db, Tx } from '@/server/db/client';
import { toGiftOrder } from './cards';
import { giftOrders, gifts, type GiftOrderStatus } from './schema';

type Reader = Db | Tx;

/** An online gift, or null (missing and offline answer the same: docs/product.md §2, code 2404). */
export async function findOnlineGift(db: Reader, id: number) {
  const [row] = await db.select().from(gifts).where(and(eq(gifts.id, id), eq(gifts.isOnline, true))).limit(1);
  return row ?? null;
}

export async function listOnlineGifts(db: Reader, category: string | undefined, window: { offset: number; limit: number }) {
  const where = and(eq(gifts.isOnline, true), category ? eq(gifts.category, category) : undefined);
  const [list, [{ n }]] = await Promise.all([
    db.select().from(gifts).where(where).orderBy(asc(gifts.sort), asc(gifts.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(gifts).where(where),
  ]);
  return { list, total: n };
}

/**
 * SQL (a subquery): pieces of the gift the user holds in orders that are not cancelled. The gift is a value, not the
 * outer row's column: Drizzle writes a one-table select's columns without their table, so an outer `gifts.id`
 * here would be read as the orders' own id.
 */
export function heldOf(userId: number, giftId: number): SQL<number> {
  return sql<number>`(select coalesce(sum(${giftOrders.quantity}), 0) from ${giftOrders}
    where ${giftOrders.userId} = ${userId} and ${giftOrders.giftId} = ${giftId} and ${giftOrders.status} <> 'cancelled')`;
}

/** Pieces of a gift the user holds in orders that are not cancelled. */
export async function countHeld(db: Reader, userId: number, giftId: number): Promise<number> {
  const [row] = await db.select({ n: heldOf(userId, giftId).mapWith(Number) }).from(gifts).where(eq(gifts.id, giftId));
  return row?.n ?? 0;
}

const orderWithCover = { ...getTableColumns(giftOrders), cover: gifts.cover };

/** The first order `where` selects, with its gift's cover. */
async function findOrder(db: Reader, where: SQL | undefined): Promise<ApiGiftOrder | null> {
  const [row] = await db.select(orderWithCover).from(giftOrders).innerJoin(gifts, eq(gifts.id, giftOrders.giftId)).where(where).limit(1);
  return row ? toGiftOrder(row, row.cover) : null;
}

/** One of the user's orders (someone else's is simply not found). */
export async function findMyOrder(db: Reader, userId: number, id: number): Promise<ApiGiftOrder | null> {
  return findOrder(db, and(eq(giftOrders.id, id), eq(giftOrders.userId, userId)));
}

export async function findOrderByKey(db: Reader, userId: number, key: string): Promise<ApiGiftOrder | null> {
  return findOrder(db, and(eq(giftOrders.userId, userId), eq(giftOrders.idemKey, key)));
}

export async function listMyOrders(
  db: Reader,
  userId: number,
  status: GiftOrderStatus | undefined,
  window: { offset: number; limit: number },
): Promise<{ list: ApiGiftOrder[]; total: number }> {
  const where = and(eq(giftOrders.userId, userId), status ? eq(giftOrders.status, status) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(orderWithCover)
      .from(giftOrders)
      .innerJoin(gifts, eq(gifts.id, giftOrders.giftId))
      .where(where)
      .orderBy(desc(giftOrders.createdAt), desc(giftOrders.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(giftOrders).where(where),
  ]);
  return { list: rows.map((r) => toGiftOrder(r, r.cover)), total: n };
}

export async function countMyOrders(db: Reader, userId: number): Promise<{ orders: number; pendingOrders: number }> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*) filter (where ${giftOrders.status} <> 'cancelled')`.mapWith(Number),
      pendingOrders: sql<number>`count(*) filter (where ${giftOrders.status} = 'pending')`.mapWith(Number),
    })
    .from(giftOrders)
    .where(eq(giftOrders.userId, userId));
  return { orders: row?.orders ?? 0, pendingOrders: row?.pendingOrders ?? 0 };
}
