// The store's gifts in the console (role store; docs/product.md §10): admin/gift/list (every gift, online or
// not, by status, category and name), admin/gift/save (no id creates; stock moves by stockChange, in the
// same conditional way as an exchange takes it, so a concurrent exchange is never overwritten),
// admin/gift/delete/{id} (refused once any order names it: take it offline instead) and admin/gift/cover
// (the gift's picture, checked by its bytes like every console picture). The store pages need a login and
// are never cached, so nothing public is refreshed.
import { and, count, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { IMAGE_MAX_BYTES } from '@/contract/wire/admin-article';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminGiftRow } from '@/contract/wire/admin-store';
import type { GiftCategory } from '@/contract/wire/gift';
import { withTransaction, type Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { categoryName } from '@/server/modules/user/gift/cards';
import { giftOrders, gifts } from '@/server/modules/user/gift/schema';
import { writeAudit } from '../audit';
import { defineAdminRoute } from '../guard';
import { containing, zAdminPage } from '../list-inputs';
import { acceptImage } from '../upload/image';
import { zGiftFilters, ZGiftSaveInput, type TGiftSaveInput } from './inputs';

type GiftRow = typeof gifts.$inferSelect;

const pendingOrders = sql<number>`(select count(*) from ${giftOrders} where ${giftOrders.giftId} = ${gifts.id} and ${giftOrders.status} = 'pending')`.mapWith(Number);
const hasOrders = sql<boolean>`exists (select 1 from ${giftOrders} where ${giftOrders.giftId} = ${gifts.id})`;

function toRow(g: GiftRow, pending: number, ordered: boolean): ApiAdminGiftRow {
  return {
    id: g.id, title: g.title, category: g.category as GiftCategory, categoryName: categoryName(g.category), kind: g.kind,
    cover: g.cover, summary: g.summary, description: g.description, points: g.points, stock: g.stock, exchanged: g.exchanged,
    perUserLimit: g.perUserLimit, isOnline: g.isOnline, sort: g.sort, pendingOrders: pending, hasOrders: ordered,
  };
}

export const adminGiftList = defineAdminRoute({
  roles: ['store'],
  input: z.object({ ...zGiftFilters, ...zAdminPage }),
  handler: async ({ status, category, q, page, size }, { db }): Promise<ApiAdminPage<ApiAdminGiftRow>> => {
    const where: (SQL | undefined)[] = [
      status ? eq(gifts.isOnline, status === 'online') : undefined,
      category ? eq(gifts.category, category) : undefined,
      q ? ilike(gifts.title, containing(q)) : undefined,
    ];
    const rows = await db
      .select({ g: gifts, pending: pendingOrders, ordered: hasOrders })
      .from(gifts)
      .where(and(...where))
      .orderBy(desc(gifts.createdAt), desc(gifts.id))
      .limit(size)
      .offset((page - 1) * size);
    const [{ total }] = await db.select({ total: count() }).from(gifts).where(and(...where));
    return { total, list: rows.map((r) => toRow(r.g, r.pending, Boolean(r.ordered))) };
  },
});

/** The fields a save writes, stock aside. */
function fieldsOf(input: TGiftSaveInput) {
  return {
    title: input.title, category: input.category, kind: input.kind, cover: input.cover, summary: input.summary,
    description: input.description, points: input.points, perUserLimit: input.perUserLimit ?? null,
    isOnline: input.isOnline, sort: input.sort ?? 0,
  };
}

async function orderCount(tx: Tx, giftId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(giftOrders).where(eq(giftOrders.giftId, giftId));
  return n;
}

async function updateGift(tx: Tx, id: number, input: TGiftSaveInput): Promise<{ before: GiftRow; after: GiftRow }> {
  const [before] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
  if (!before) throw new ApiError(Code.NotFound, '礼品不存在');
  if (before.kind !== input.kind && (await orderCount(tx, id)) > 0) {
    throw new ApiError(Code.BadInput, '该礼品已有兑换订单，不能更改礼品类型', 200, { kind: '该礼品已有兑换订单，不能更改礼品类型' });
  }
  const change = input.stockChange ?? 0;
  const [after] = await tx
    .update(gifts)
    .set({ ...fieldsOf(input), stock: sql`${gifts.stock} + ${change}` })
    .where(and(eq(gifts.id, id), gte(gifts.stock, -change)))
    .returning();
  if (!after) {
    throw new ApiError(Code.BadInput, `库存不足：当前库存${before.stock}件`, 200, { stockChange: `出库数量不能超过当前库存（${before.stock}件）` });
  }
  return { before, after };
}

export const adminGiftSave = defineAdminRoute({
  roles: ['store'],
  input: ZGiftSaveInput,
  handler: async (input, { db, staff }): Promise<ApiAdminGiftRow> =>
    withTransaction(db, async (tx) => {
      let before: GiftRow | null = null;
      let after: GiftRow;
      if (input.id === undefined) {
        [after] = await tx.insert(gifts).values({ ...fieldsOf(input), stock: input.stock ?? 0 }).returning();
      } else {
        ({ before, after } = await updateGift(tx, input.id, input));
      }
      const action = before === null ? 'create' : before.isOnline !== after.isOnline ? (after.isOnline ? 'publish' : 'unpublish') : 'update';
      await writeAudit(tx, { staffId: staff.id, action, kind: 'gift', itemId: after.id, before, after });
      const [{ pending }] = await tx.select({ pending: pendingOrders }).from(gifts).where(eq(gifts.id, after.id));
      return toRow(after, pending, before !== null && (await orderCount(tx, after.id)) > 0);
    }),
});

export const adminGiftDelete = defineAdminRoute({
  roles: ['store'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const [before] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
      if (!before) throw new ApiError(Code.NotFound, '礼品不存在');
      if ((await orderCount(tx, id)) > 0) throw new ApiError(AdminCode.GiftHasOrders);
      await tx.delete(gifts).where(eq(gifts.id, id));
      await writeAudit(tx, { staffId: staff.id, action: 'delete', kind: 'gift', itemId: id, before, after: null });
      return { id, deleted: true };
    }),
});

export const adminGiftCover = defineAdminRoute({
  roles: ['store'],
  upload: { maxBytes: IMAGE_MAX_BYTES },
  handler: (_input, { body }) => acceptImage(body),
});
