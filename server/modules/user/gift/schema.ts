// The gift store (/user/gift): gifts with limited stock, exchange orders and saved delivery addresses.
// Stock and points change only in the exchange transaction (exchange.ts) with the check and the write
// together; the checks below are the database's own last line against overselling.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** physical: shipped to an address; virtual: a code issued at once (a course voucher). */
export type GiftKind = 'physical' | 'virtual';
/** pending 待发货, shipped 已发货, completed 已完成, cancelled 已取消. */
export type GiftOrderStatus = 'pending' | 'shipped' | 'completed' | 'cancelled';

export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    /** A key of GIFT_CATEGORIES (categories.ts). */
    category: varchar('category', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<GiftKind>().notNull(),
    cover: varchar('cover', { length: 300 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull(),
    /** Plain text, paragraphs separated by blank lines (never rendered as HTML). */
    description: text('description').notNull(),
    /** Price in points of one piece. */
    points: integer('points').notNull(),
    /** Pieces left; changed only by a conditional UPDATE ... WHERE stock >= quantity. */
    stock: integer('stock').notNull(),
    /** Pieces exchanged so far (cancelled orders give theirs back). */
    exchanged: integer('exchanged').notNull().default(0),
    /** Most pieces one user may hold across their non-cancelled orders; null: no limit. */
    perUserLimit: integer('per_user_limit'),
    /** Offline gifts answer 2404 (docs/product.md §2) and leave the list; their orders stay readable. */
    isOnline: boolean('is_online').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('gifts_online_sort_idx').on(t.isOnline, t.sort),
    check('gifts_stock', sql`${t.stock} >= 0 and ${t.exchanged} >= 0`),
    check('gifts_points', sql`${t.points} > 0`),
    check('gifts_kind', sql`${t.kind} in ('physical', 'virtual')`),
  ],
);

export const giftOrders = pgTable(
  'gift_orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to the user and to the courier desk, e.g. 'JF2503140017'. */
    orderNo: varchar('order_no', { length: 20 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    /** The gift's title and kind when exchanged: what the user got, even if the gift changes later. */
    giftTitle: varchar('gift_title', { length: 60 }).notNull(),
    giftKind: varchar('gift_kind', { length: 10 }).$type<GiftKind>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPoints: integer('unit_points').notNull(),
    totalPoints: integer('total_points').notNull(),
    status: varchar('status', { length: 12 }).$type<GiftOrderStatus>().notNull(),
    /** The form's one-time token: a double click or a retry finds the first order (unique per user). */
    idemKey: varchar('idem_key', { length: 64 }).notNull(),
    receiverName: varchar('receiver_name', { length: 20 }),
    receiverPhone: varchar('receiver_phone', { length: 11 }),
    receiverAddress: varchar('receiver_address', { length: 120 }),
    /** Courier and tracking number, written when shipped. */
    trackingNote: varchar('tracking_note', { length: 100 }),
    /** Virtual gifts: the voucher code, issued at exchange. */
    voucherCode: varchar('voucher_code', { length: 32 }),
    createdAt: at('created_at').notNull().defaultNow(),
    shippedAt: at('shipped_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    /** Why the academy cancelled it (null when the owner did): shown to the owner. */
    cancelReason: varchar('cancel_reason', { length: 200 }),
  },
  (t) => [
    uniqueIndex('gift_orders_user_idem_uq').on(t.userId, t.idemKey),
    index('gift_orders_user_created_idx').on(t.userId, t.createdAt),
    index('gift_orders_gift_idx').on(t.giftId),
    check('gift_orders_quantity', sql`${t.quantity} > 0`),
    check('gift_orders_total', sql`${t.totalPoints} = ${t.quantity} * ${t.unitPoints}`),
    check('gift_orders_status', sql`${t.status} in ('pending', 'shipped', 'completed', 'cancelled')`),
  ],
);

/** Delivery addresses a user saved while exchanging, offered again next time. */
export const giftAddresses = pgTable(
  'gift_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    address: varchar('address', { length: 120 }).notNull(),
    /** Bumped when used, so the last one used comes first. */
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_addresses_user_entry_uq').on(t.userId, t.name, t.phone, t.address)],
);
