// Exchange under real concurrency (docs/security.md: money-like things). Exactly the stock is sold, no balance
// goes negative, and the ledger sums to every balance.
//
// What concurrency means depends on the database. On PostgreSQL (DATABASE_URL) these requests run in
// parallel transactions on a pool of connections: the user's row lock and the conditional stock UPDATE
// are what keep the invariants. On PGlite a transaction is atomic against everything else (PGlite runs
// each one under an exclusive lock), so what interleaves is the requests' statements between
// transactions: everything outside the one transaction of an exchange (the one call of the database
// function gift_exchange) or of a cancel. Every test therefore has all its requests in flight at once
// (asserted: `peak`), so that a check or a write that slipped outside that transaction, or a
// transaction split in two, interleaves with the others' and breaks an invariant here.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiGiftExchange } from '@/contract/wire/gift';
import { freshTestDb } from '@/tests/api/test-db';
import { giftOrders, gifts } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { ADDRESS, formKey, makeGift, makeUser, pointsOf, readInvariants, soldOf } from './test-helpers';

const CLEAN = { mismatched_users: 0, negative_users: 0, negative_stock: 0, bad_running: 0 };

describe('user/gift/store under concurrent requests', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  /**
   * How many requests were waiting for or inside a transaction at once, at most, since the last reset: an
   * exchange is one statement (the prepared call of gift_exchange, which also checks the session), a cancel one
   * db.transaction.
   */
  let peak = 0;
  /**
   * All n requests were in flight together. On PGlite every transaction queues behind the one running,
   * so all n are counted at once; on PostgreSQL they really run in parallel and a quick one may end
   * before the last one starts, so there it is enough that they overlapped (a sequential loop gives 1).
   */
  const expectOverlap = (n: number) => {
    if (process.env.DATABASE_URL) expect(peak).toBeGreaterThan(1);
    else expect(peak).toBe(n);
  };
  let inFlight = 0;

  beforeAll(async () => {
    const transaction = t.db.transaction.bind(t.db);
    t.db.transaction = ((...args: Parameters<typeof transaction>) => {
      peak = Math.max(peak, ++inFlight);
      return transaction(...args).finally(() => inFlight--);
    }) as typeof t.db.transaction;
    // An exchange is one prepared statement: counted where every statement outside a transaction goes, the
    // driver's client (a pool on PostgreSQL, the PGlite instance), whose query() both name alike.
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      peak = Math.max(peak, ++inFlight);
      return query(...args).finally(() => inFlight--);
    };
  });

  it('sells exactly the stock when 30 users exchange 5 pieces at once', async () => {
    const g = await makeGift(t.db, { points: 100, stock: 5 });
    const people = await Promise.all(Array.from({ length: 30 }, () => makeUser(t.db, 300)));
    peak = 0;
    const results = await Promise.all(
      people.map((p) => api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: p.cookie })),
    );
    expectOverlap(30);
    const codes = results.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c !== 0).every((c) => c === Code.GiftOutOfStock)).toBe(true);
    expect((await t.db.select().from(gifts).where(eq(gifts.id, g.id)))[0]).toMatchObject({ stock: 0, exchanged: 5 });
    expect(await soldOf(t.db, g.id)).toBe(5);
    const balances = await Promise.all(people.map((p) => pointsOf(t.db, p.id)));
    expect(balances.filter((b) => b === 200)).toHaveLength(5);
    expect(balances.filter((b) => b === 300)).toHaveLength(25);
    expect(await readInvariants(t.db)).toEqual(CLEAN);
  });

  it('lets a user with points for 2 exchange only 2 of 10 parallel requests', async () => {
    const g = await makeGift(t.db, { points: 100, stock: 50 });
    const u = await makeUser(t.db, 250);
    peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie })),
    );
    expectOverlap(10);
    const codes = results.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(2);
    expect(codes.filter((c) => c !== 0).every((c) => c === Code.PointsShort)).toBe(true);
    expect(await pointsOf(t.db, u.id)).toBe(50);
    expect(await soldOf(t.db, g.id)).toBe(2);
    expect((await t.db.select().from(gifts).where(eq(gifts.id, g.id)))[0].stock).toBe(48);
    expect(await readInvariants(t.db)).toEqual(CLEAN);
  });

  it('keeps the per-user limit under parallel requests', async () => {
    const g = await makeGift(t.db, { points: 10, stock: 50, perUserLimit: 1 });
    const u = await makeUser(t.db, 1000);
    peak = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie })),
    );
    expectOverlap(8);
    expect(results.filter((r) => r.envelope.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.envelope.code === Code.GiftLimitReached)).toHaveLength(7);
    expect(await soldOf(t.db, g.id)).toBe(1);
  });

  it('makes one order of 10 parallel submits of the same form', async () => {
    const g = await makeGift(t.db, { points: 100, stock: 5 });
    const u = await makeUser(t.db, 1000);
    const key = formKey();
    peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key, quantity: '2', ...ADDRESS }, { cookie: u.cookie })),
    );
    expectOverlap(10);
    expect(results.map((r) => r.envelope.code)).toEqual(Array(10).fill(0));
    expect(new Set(results.map((r) => r.envelope.data.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.envelope.data.repeated)).toHaveLength(1);
    expect(await t.db.select().from(giftOrders).where(eq(giftOrders.userId, u.id))).toHaveLength(1);
    expect(await pointsOf(t.db, u.id)).toBe(800);
    expect(await soldOf(t.db, g.id)).toBe(2);
  });

  it('keeps every invariant through a mixed storm of exchanges and cancels', async () => {
    const g = await makeGift(t.db, { points: 30, stock: 12 });
    const people = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.db, 100)));
    peak = 0;
    const first = await Promise.all(
      people.map((p) => api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), quantity: '2', ...ADDRESS }, { cookie: p.cookie })),
    );
    expectOverlap(12);
    const placed = first.flatMap((r, i) => (r.envelope.code === 0 ? [{ p: people[i], id: r.envelope.data.order.id }] : []));
    expect(placed).toHaveLength(6);
    // Half cancel while everyone tries again.
    peak = 0;
    await Promise.all([
      ...placed.slice(0, 3).map(({ p, id }) => api.call(`user/gift/cancel/${id}`, {}, { cookie: p.cookie })),
      ...people.map((p) => api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: p.cookie })),
    ]);
    expectOverlap(15);
    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, g.id));
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect(row.stock + (await soldOf(t.db, g.id))).toBe(12);
    expect(row.exchanged).toBe(await soldOf(t.db, g.id));
    expect(await readInvariants(t.db)).toEqual(CLEAN);
  });
});
