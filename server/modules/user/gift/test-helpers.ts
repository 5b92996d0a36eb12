// Shared by the gift tests: users with a given balance (granted through the ledger, so the invariants
// hold from the start), gifts with a given stock, and the invariants every test ends by checking.
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { withTransaction, type Db } from '@/server/db/client';
import { createSession } from '@/server/http/session';
import { users } from '@/server/modules/passport/schema';
import { changePoints } from '@/server/modules/points/ledger';
import { gifts } from './schema';

let phoneSeq = 0;

/** A new user holding `points` (one academyGrant row), and their session cookie. */
export async function makeUser(db: Db, points: number, prefix = '1770'): Promise<{ id: number; cookie: string; phone: string }> {
  phoneSeq += 1;
  const phone = `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`.slice(0, 11);
  const [user] = await db.insert(users).values({ phone, name: '测试用户' }).returning({ id: users.id });
  if (points > 0) {
    await withTransaction(db, (tx) => changePoints(tx, user.id, { rule: 'academyGrant', refKey: 'grant:test', delta: points, note: '测试' }));
  }
  const token = await createSession(db, user.id);
  return { id: user.id, cookie: `med_sid=${token}`, phone };
}

export async function makeGift(db: Db, over: Partial<typeof gifts.$inferInsert> = {}) {
  const [gift] = await db
    .insert(gifts)
    .values({
      title: '测试礼品', category: 'daily', kind: 'physical', cover: '/images/gifts/thermos.svg', summary: '测试用',
      description: '测试用礼品', points: 100, stock: 5, ...over,
    })
    .returning();
  return gift;
}

/** A fresh one-time form key, as the page makes. */
export const formKey = () => randomBytes(18).toString('base64url');

export const ADDRESS = { name: '张三', phone: '13912345678', address: '河南省郑州市金水区经三路7号' };

/** Every invariant of the store and the ledger, as numbers a test can compare. */
export async function readInvariants(db: Db) {
  type Row = { mismatched_users: number; negative_users: number; negative_stock: number; bad_running: number };
  const [row] = (
    (await db.execute(sql`
      select
        (select count(*)::int from users u where u.points <> coalesce((select sum(delta) from points_ledger l where l.user_id = u.id), 0)) as mismatched_users,
        (select count(*)::int from users where points < 0) as negative_users,
        (select count(*)::int from gifts where stock < 0) as negative_stock,
        (select count(*)::int from (
          select balance_after, sum(delta) over (partition by user_id order by id) as running,
                 user_id from points_ledger
        ) r where r.balance_after <> r.running) as bad_running
    `)) as unknown as { rows: Row[] }
  ).rows;
  return row;
}

/** Pieces of a gift in orders that are not cancelled. */
export async function soldOf(db: Db, giftId: number): Promise<number> {
  const { rows } = (await db.execute(
    sql`select coalesce(sum(quantity), 0)::int as n from gift_orders where gift_id = ${giftId} and status <> 'cancelled'`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

export async function pointsOf(db: Db, userId: number): Promise<number> {
  const [u] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return u.points;
}
