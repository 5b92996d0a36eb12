// Exchange under real concurrency (SECURITY: money-like things): on PostgreSQL these requests run in
// parallel transactions on a pool of connections; on PGlite they are serialized. Either way exactly the
// stock is sold, no balance goes negative, and the ledger sums to every balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/codes';
import type { ApiGiftExchange } from '@/lib/wire/gift';
import { createTestDb, type TestDb } from '@/server/db/client';
import { giftOrders, gifts } from '@/server/db/schema';
import { createApiCaller, type ApiCaller } from '@/tests/api/call-api';
import { ADDRESS, formKey, makeGift, makeUser, pointsOf, readInvariants, soldOf } from './test-helpers';

const CLEAN = { mismatched_users: 0, negative_users: 0, negative_stock: 0, bad_running: 0 };

describe('user/gift/store under concurrent requests', () => {
  let t: TestDb;
  let api: ApiCaller;

  beforeAll(async () => {
    t = await createTestDb();
    api = createApiCaller(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sells exactly the stock when 30 users exchange 5 pieces at once', async () => {
    const g = await makeGift(t.db, { points: 100, stock: 5 });
    const people = await Promise.all(Array.from({ length: 30 }, () => makeUser(t.db, 300)));
    const results = await Promise.all(
      people.map((p) => api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: p.cookie })),
    );
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
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie })),
    );
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
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie })),
    );
    expect(results.filter((r) => r.envelope.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.envelope.code === Code.GiftLimitReached)).toHaveLength(7);
    expect(await soldOf(t.db, g.id)).toBe(1);
  });

  it('makes one order of 10 parallel submits of the same form', async () => {
    const g = await makeGift(t.db, { points: 100, stock: 5 });
    const u = await makeUser(t.db, 1000);
    const key = formKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key, quantity: '2', ...ADDRESS }, { cookie: u.cookie })),
    );
    expect(results.every((r) => r.envelope.code === 0)).toBe(true);
    expect(new Set(results.map((r) => r.envelope.data.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.envelope.data.repeated)).toHaveLength(1);
    expect(await t.db.select().from(giftOrders).where(eq(giftOrders.userId, u.id))).toHaveLength(1);
    expect(await pointsOf(t.db, u.id)).toBe(800);
    expect(await soldOf(t.db, g.id)).toBe(2);
  });

  it('keeps every invariant through a mixed storm of exchanges and cancels', async () => {
    const g = await makeGift(t.db, { points: 30, stock: 12 });
    const people = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.db, 100)));
    const first = await Promise.all(
      people.map((p) => api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), quantity: '2', ...ADDRESS }, { cookie: p.cookie })),
    );
    const placed = first.flatMap((r, i) => (r.envelope.code === 0 ? [{ p: people[i], id: r.envelope.data.order.id }] : []));
    expect(placed).toHaveLength(6);
    // Half cancel while everyone tries again.
    await Promise.all([
      ...placed.slice(0, 3).map(({ p, id }) => api.call(`user/gift/cancel/${id}`, {}, { cookie: p.cookie })),
      ...people.map((p) => api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: p.cookie })),
    ]);
    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, g.id));
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect(row.stock + (await soldOf(t.db, g.id))).toBe(12);
    expect(row.exchanged).toBe(await soldOf(t.db, g.id));
    expect(await readInvariants(t.db)).toEqual(CLEAN);
  });
});
