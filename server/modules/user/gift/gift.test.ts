import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type {
  ApiGiftAddress, ApiGiftDetail, ApiGiftExchange, ApiGiftList, ApiGiftOrder, ApiGiftOrderList, ApiGiftStat, ApiPointsHistory,
} from '@/contract/wire/gift';
import { withTransaction } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import { giftOrders, gifts, messages, pointsLedger, sessions, users } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { shipOrder } from './ship';
import { ADDRESS, formKey, makeGift, makeUser, pointsOf, readInvariants, soldOf } from './test-helpers';

const CLEAN = { mismatched_users: 0, negative_users: 0, negative_stock: 0, bad_running: 0 };

describe('user/gift/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const giftByTitle = async (title: string) => (await t.db.select().from(gifts).where(eq(gifts.title, title)))[0];

  describe('the seed', () => {
    it('gives every demo account a ledger that sums to its balance, and orders in every state', async () => {
      expect(await readInvariants(t.db)).toEqual(CLEAN);
      const demo = await t.db.select({ id: users.id, phone: users.phone, points: users.points }).from(users);
      const byPhone = new Map(demo.map((u) => [u.phone, u]));
      // accounts.ts's balances, plus what later seeds award through the ledger (certificates ...).
      expect(byPhone.get('13800000000')?.points).toBeGreaterThanOrEqual(320);
      expect(byPhone.get('13800000001')?.points).toBeGreaterThanOrEqual(860);
      const learner = byPhone.get('13800000000')!;
      const orders = await t.db.select().from(giftOrders).where(eq(giftOrders.userId, learner.id));
      expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['pending', 'shipped', 'completed', 'cancelled']));
      const rules = await t.db.selectDistinct({ rule: pointsLedger.rule }).from(pointsLedger).where(eq(pointsLedger.userId, learner.id));
      expect(rules.map((r) => r.rule)).toEqual(expect.arrayContaining(['courseFinished', 'trainingFullAttendance', 'giftExchange', 'giftRefund']));
      const shipped = await t.db.select().from(messages).where(and(eq(messages.userId, learner.id)));
      expect(shipped.some((m) => m.title.includes('已发货'))).toBe(true);
      const all = await t.db.select().from(gifts);
      expect(all.length).toBeGreaterThanOrEqual(12);
      expect(all.some((g) => !g.isOnline)).toBe(true);
      expect(all.some((g) => g.isOnline && g.stock > 0 && g.stock <= 3)).toBe(true);
    });
  });

  describe('login and origin', () => {
    it.each(['user/gift/gift', 'user/gift/gift/1', 'user/gift/store/1', 'user/gift/order', 'user/gift/order/1', 'user/gift/history', 'user/gift/stat', 'user/gift/addresses', 'user/gift/cancel/1', 'user/gift/confirm/1'])(
      'answers 1001 to a guest on %s',
      async (path) => {
        const res = await api.call(path, { key: formKey(), ...ADDRESS });
        expect(res.envelope.code).toBe(Code.NotLoggedIn);
      },
    );

    // The exchange looks its session up inside its own statement (auth 'user-in-statement'): the same sessions as
    // every other route count, and a session that does not, changes nothing.
    it.each([
      ['an expired session', async (u: { id: number }) => void (await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, u.id)))],
      ['a disabled account whose session is still there', async (u: { id: number }) => void (await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, u.id)))],
      ['a token no session holds', async (u: { cookie: string }) => void (u.cookie = `med_sid=${'B'.repeat(43)}`)],
    ])('answers 1001 to an exchange with %s, and nothing changes', async (_label, spoil) => {
      const u = await makeUser(t.db, 1000);
      const g = await makeGift(t.db, { stock: 3 });
      await spoil(u);
      const res = await api.call('user/gift/store/' + g.id, { key: formKey(), ...ADDRESS }, { cookie: u.cookie });
      expect(res.envelope).toMatchObject({ code: Code.NotLoggedIn, data: null });
      expect(await pointsOf(t.db, u.id)).toBe(1000);
      expect((await giftByTitle(g.title)).stock).toBe(3);
      expect(await t.db.select().from(giftOrders).where(eq(giftOrders.userId, u.id))).toEqual([]);
    });

    it('answers a repeated form key with its first order and the balance, read through the session', async () => {
      const u = await makeUser(t.db, 1000);
      const g = await makeGift(t.db, { stock: 3 });
      const key = formKey();
      const first = await api.call<ApiGiftExchange>('user/gift/store/' + g.id, { key, ...ADDRESS }, { cookie: u.cookie });
      const again = await api.call<ApiGiftExchange>('user/gift/store/' + g.id, { key, ...ADDRESS }, { cookie: u.cookie });
      expect(again.envelope.code).toBe(0);
      expect(again.envelope.data).toMatchObject({ repeated: true, balance: 900, order: { id: first.envelope.data.order.id } });
    });

    it('refuses an exchange posted from another site, and nothing changes', async () => {
      const u = await makeUser(t.db, 1000);
      const g = await makeGift(t.db);
      const res = await api.call('user/gift/store/' + g.id, { key: formKey(), ...ADDRESS }, { cookie: u.cookie, origin: 'https://evil.example' });
      expect(res.envelope.code).toBe(Code.ForeignOrigin);
      expect(await pointsOf(t.db, u.id)).toBe(1000);
    });
  });

  describe('user/gift/gift', () => {
    it('lists online gifts in store order with the categories', async () => {
      const u = await makeUser(t.db, 0);
      const res = await api.call<ApiGiftList>('user/gift/gift', { pageSize: '50' }, { cookie: u.cookie });
      expect(res.envelope.code).toBe(0);
      const data = res.envelope.data;
      expect(data.list.length).toBe(data.total);
      expect(data.list.some((g) => g.title.includes('2023版'))).toBe(false);
      expect(data.categories.map((c) => c.value)).toEqual(['book', 'device', 'voucher', 'daily']);
      expect(data.list[0]).toMatchObject({ categoryName: expect.any(String), points: expect.any(Number), stock: expect.any(Number) });
    });

    it('filters by category and pages', async () => {
      const u = await makeUser(t.db, 0);
      const books = (await api.call<ApiGiftList>('user/gift/gift', { category: 'book' }, { cookie: u.cookie })).envelope.data;
      expect(books.total).toBeGreaterThan(0);
      expect(books.list.every((g) => g.category === 'book')).toBe(true);
      const p2 = (await api.call<ApiGiftList>('user/gift/gift', { pageSize: '5', page: '2' }, { cookie: u.cookie })).envelope.data;
      expect(p2.list).toHaveLength(5);
      expect(p2.page).toBe(2);
    });

    it.each([
      [{ category: 'weapons' }], [{ page: '0' }], [{ page: 'x' }], [{ page: '501' }], [{ pageSize: '51' }], [{ page: '99' }],
      [{ category: 'b'.repeat(5000) }],
    ])('refuses %j with BadInput', async (form) => {
      const u = await makeUser(t.db, 0);
      expect((await api.call('user/gift/gift', form, { cookie: u.cookie })).envelope.code).toBe(Code.BadInput);
    });
  });

  describe('user/gift/gift/{id}', () => {
    it('counts only my orders of this gift against its limit, whatever their ids', async () => {
      // An order of another gift whose own id happens to equal that gift's id: a count that read the order's id
      // where the gift's was meant would say I already hold one of every gift.
      const u = await makeUser(t.db, 500);
      const limited = await makeGift(t.db, { points: 100, stock: 5, perUserLimit: 1 });
      const other = await makeGift(t.db, { id: 900_001, points: 100 });
      await t.db.insert(giftOrders).values({
        id: other.id, orderNo: 'JF-TEST-900001', userId: u.id, giftId: other.id, giftTitle: other.title, giftKind: 'physical',
        quantity: 1, unitPoints: 100, totalPoints: 100, status: 'pending', idemKey: formKey(), createdAt: new Date(),
      });
      const detail = await api.call<ApiGiftDetail>(`user/gift/gift/${limited.id}`, {}, { cookie: u.cookie });
      expect(detail.envelope.data).toMatchObject({ mine: 0, maxQuantity: 1 });
      const placed = await api.call<ApiGiftExchange>(`user/gift/store/${limited.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie });
      expect(placed.envelope.code).toBe(0);
      const again = await api.call(`user/gift/store/${limited.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie });
      expect(again.envelope.code).toBe(Code.GiftLimitReached);
    });

    it('answers the gift with my balance and how many I may take', async () => {
      const u = await makeUser(t.db, 250);
      const g = await makeGift(t.db, { points: 100, stock: 5, perUserLimit: 3 });
      const res = await api.call<ApiGiftDetail>(`user/gift/gift/${g.id}`, {}, { cookie: u.cookie });
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data).toMatchObject({ id: g.id, balance: 250, mine: 0, maxQuantity: 2, perUserLimit: 3, description: ['测试用礼品'] });
    });

    it('answers 2404 for a missing, an offline or an odd id', async () => {
      const u = await makeUser(t.db, 0);
      const offline = await giftByTitle('学院纪念笔记本（2023版）');
      for (const id of ['999999', String(offline.id), 'abc', '0', '-1', '1e3', '9'.repeat(30)]) {
        const res = await api.call(`user/gift/gift/${id}`, {}, { cookie: u.cookie });
        expect(res.envelope.code, id).toBe(Code.GiftNotFound);
      }
    });
  });

  describe('user/gift/store/{id}', () => {
    it('exchanges a physical gift: stock, balance, ledger and order change together', async () => {
      const u = await makeUser(t.db, 500);
      const g = await makeGift(t.db, { points: 120, stock: 4 });
      const res = await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), quantity: '2', ...ADDRESS, saveAddress: '1' }, { cookie: u.cookie });
      expect(res.envelope.code).toBe(0);
      const { order, balance, repeated } = res.envelope.data;
      expect(repeated).toBe(false);
      expect(balance).toBe(260);
      expect(order).toMatchObject({ giftId: g.id, quantity: 2, totalPoints: 240, status: 'pending', statusName: '待发货', receiver: ADDRESS, canCancel: true });
      expect(order.orderNo).toMatch(/^JF\d{16}$/);
      expect(await pointsOf(t.db, u.id)).toBe(260);
      expect((await t.db.select().from(gifts).where(eq(gifts.id, g.id)))[0]).toMatchObject({ stock: 2, exchanged: 2 });
      const ledger = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, u.id), eq(pointsLedger.rule, 'giftExchange')));
      expect(ledger).toMatchObject([{ delta: -240, balanceAfter: 260, refKey: `order:${order.id}` }]);
      const saved = (await api.call<{ list: ApiGiftAddress[] }>('user/gift/addresses', {}, { cookie: u.cookie })).envelope.data.list;
      expect(saved).toMatchObject([ADDRESS]);
      expect(await readInvariants(t.db)).toEqual(CLEAN);
    });

    it('exchanges a virtual gift without an address and issues a voucher code at once', async () => {
      const u = await makeUser(t.db, 300);
      const g = await makeGift(t.db, { kind: 'virtual', category: 'voucher', points: 200, stock: 3 });
      const res = await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey() }, { cookie: u.cookie });
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data.order).toMatchObject({ status: 'completed', receiver: null, voucherCode: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/) });
    });

    it('answers each new order exactly as it was stored, physical or virtual', async () => {
      const u = await makeUser(t.db, 1000);
      const physical = await makeGift(t.db, { points: 100, stock: 5 });
      const virtual = await makeGift(t.db, { kind: 'virtual', category: 'voucher', points: 50, stock: 5 });
      for (const [g, form] of [[physical, { quantity: '2', ...ADDRESS }], [virtual, { quantity: '1' }]] as const) {
        const res = await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), ...form }, { cookie: u.cookie });
        expect(res.envelope.code).toBe(0);
        const stored = await api.call<ApiGiftOrder>(`user/gift/order/${res.envelope.data.order.id}`, {}, { cookie: u.cookie });
        expect(res.envelope.data.order).toEqual(stored.envelope.data);
      }
    });

    it('keeps the five addresses used last, the one used again first', async () => {
      const u = await makeUser(t.db, 10_000);
      const g = await makeGift(t.db, { points: 10, stock: 100 });
      const address = (n: number) => ({ ...ADDRESS, address: `${ADDRESS.address}${n}号楼` });
      const exchange = async (n: number) => {
        const res = await api.call(`user/gift/store/${g.id}`, { key: formKey(), ...address(n), saveAddress: '1' }, { cookie: u.cookie });
        expect(res.envelope.code).toBe(0);
      };
      for (const n of [1, 2, 3, 4, 5, 6, 2]) await exchange(n);
      const saved = (await api.call<{ list: ApiGiftAddress[] }>('user/gift/addresses', {}, { cookie: u.cookie })).envelope.data.list;
      expect(saved.map((a) => a.address)).toEqual([2, 6, 5, 4, 3].map((n) => address(n).address));
    });

    it('refuses short points, short stock, the per-user limit and a sold-out gift, and nothing changes', async () => {
      const u = await makeUser(t.db, 250);
      const g = await makeGift(t.db, { points: 100, stock: 3, perUserLimit: 2 });
      const call = (form: Record<string, string>) => api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS, ...form }, { cookie: u.cookie });
      expect((await call({ quantity: '4' })).envelope.code).toBe(Code.GiftOutOfStock);
      expect((await call({ quantity: '3' })).envelope.code).toBe(Code.GiftLimitReached);
      const short = await makeUser(t.db, 50);
      const r = await api.call(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: short.cookie });
      expect(r.envelope).toMatchObject({ code: Code.PointsShort, codeMsg: '积分不足：需要100积分，当前50积分' });
      const soldOut = await makeGift(t.db, { stock: 0 });
      expect((await api.call(`user/gift/store/${soldOut.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie })).envelope.code).toBe(Code.GiftOutOfStock);
      expect(await pointsOf(t.db, u.id)).toBe(250);
      expect(await pointsOf(t.db, short.id)).toBe(50);
      expect((await t.db.select().from(gifts).where(eq(gifts.id, g.id)))[0].stock).toBe(3);
      expect(await t.db.select().from(giftOrders).where(eq(giftOrders.userId, u.id))).toHaveLength(0);
    });

    it.each([
      ['no key', { key: undefined }],
      ['a short key', { key: 'abc' }],
      ['a key with odd characters', { key: 'x'.repeat(15) + '<' }],
      ['quantity 0', { quantity: '0' }],
      ['quantity 11', { quantity: '11' }],
      ['quantity -1', { quantity: '-1' }],
      ['quantity 1.5', { quantity: '1.5' }],
      ['a bad phone', { phone: '12345' }],
      ['a one-letter name', { name: '张' }],
      ['a short address', { address: '郑州' }],
      ['an over-long address', { address: '地'.repeat(121) }],
      ['no address for a physical gift', { name: undefined, phone: undefined, address: undefined }],
      ['a bad saveAddress', { saveAddress: 'yes' }],
    ])('refuses %s with BadInput and changes nothing', async (_label, over) => {
      const u = await makeUser(t.db, 1000);
      const g = await makeGift(t.db);
      const form = Object.fromEntries(Object.entries({ key: formKey(), ...ADDRESS, ...over }).filter(([, v]) => v !== undefined));
      const res = await api.call(`user/gift/store/${g.id}`, form, { cookie: u.cookie });
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(await pointsOf(t.db, u.id)).toBe(1000);
      expect(await soldOf(t.db, g.id)).toBe(0);
    });

    it('answers 2404 for a missing or offline gift and BadInput for an odd id', async () => {
      const u = await makeUser(t.db, 1000);
      const offline = await giftByTitle('学院纪念笔记本（2023版）');
      expect((await api.call(`user/gift/store/${offline.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie })).envelope.code).toBe(Code.GiftNotFound);
      expect((await api.call('user/gift/store/999999', { key: formKey(), ...ADDRESS }, { cookie: u.cookie })).envelope.code).toBe(Code.GiftNotFound);
      expect((await api.call('user/gift/store/abc', { key: formKey(), ...ADDRESS }, { cookie: u.cookie })).envelope.code).toBe(Code.BadInput);
      expect(await pointsOf(t.db, u.id)).toBe(1000);
    });
  });

  describe('idempotency', () => {
    it('answers a repeated submit with the first order and takes points and stock once', async () => {
      const u = await makeUser(t.db, 1000);
      const g = await makeGift(t.db, { points: 100, stock: 5 });
      const key = formKey();
      const send = () => api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key, quantity: '2', ...ADDRESS }, { cookie: u.cookie });
      const first = await send();
      const again = await Promise.all([send(), send(), send()]);
      expect(first.envelope.data.repeated).toBe(false);
      for (const r of again) {
        expect(r.envelope.code).toBe(0);
        expect(r.envelope.data).toMatchObject({ repeated: true, balance: 800, order: { id: first.envelope.data.order.id } });
      }
      expect(await pointsOf(t.db, u.id)).toBe(800);
      expect(await soldOf(t.db, g.id)).toBe(2);
      expect(await t.db.select().from(giftOrders).where(eq(giftOrders.userId, u.id))).toHaveLength(1);
    });

    it('refuses a used key for another gift', async () => {
      const u = await makeUser(t.db, 1000);
      const a = await makeGift(t.db);
      const b = await makeGift(t.db);
      const key = formKey();
      expect((await api.call(`user/gift/store/${a.id}`, { key, ...ADDRESS }, { cookie: u.cookie })).envelope.code).toBe(0);
      expect((await api.call(`user/gift/store/${b.id}`, { key, ...ADDRESS }, { cookie: u.cookie })).envelope.code).toBe(Code.Conflict);
      expect(await soldOf(t.db, b.id)).toBe(0);
    });

    it('lets two users use the same key independently', async () => {
      const [u1, u2] = [await makeUser(t.db, 100), await makeUser(t.db, 100)];
      const g = await makeGift(t.db);
      const key = formKey();
      for (const u of [u1, u2]) {
        expect((await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key, ...ADDRESS }, { cookie: u.cookie })).envelope.data.repeated).toBe(false);
      }
      expect(await soldOf(t.db, g.id)).toBe(2);
    });
  });

  describe('user/gift/order and order/{id}', () => {
    it('lists my orders newest first, by status, and never anyone else\'s', async () => {
      const me = await makeUser(t.db, 1000);
      const other = await makeUser(t.db, 1000);
      const g = await makeGift(t.db, { stock: 10 });
      const mine: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        mine.push((await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: me.cookie })).envelope.data.order.id);
      }
      const theirs = (await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: other.cookie })).envelope.data.order.id;
      const list = (await api.call<ApiGiftOrderList>('user/gift/order', {}, { cookie: me.cookie })).envelope.data;
      expect(list.total).toBe(3);
      expect(list.list.map((o) => o.id)).toEqual([...mine].reverse());
      const pending = (await api.call<ApiGiftOrderList>('user/gift/order', { status: 'pending' }, { cookie: me.cookie })).envelope.data;
      expect(pending.total).toBe(3);
      const done = (await api.call<ApiGiftOrderList>('user/gift/order', { status: 'completed' }, { cookie: me.cookie })).envelope.data;
      expect(done.total).toBe(0);
      const one = await api.call<ApiGiftOrder>(`user/gift/order/${mine[0]}`, {}, { cookie: me.cookie });
      expect(one.envelope.data.id).toBe(mine[0]);
      const missing = await api.call(`user/gift/order/999999`, {}, { cookie: me.cookie });
      const foreign = await api.call(`user/gift/order/${theirs}`, {}, { cookie: me.cookie });
      expect(foreign.envelope).toEqual(missing.envelope);
      expect(foreign.envelope.code).toBe(Code.NotFound);
    });

    it.each([[{ status: 'lost' }], [{ page: '0' }], [{ page: '2' }], [{ pageSize: '500' }]])('refuses %j', async (form) => {
      const u = await makeUser(t.db, 0);
      expect((await api.call('user/gift/order', form, { cookie: u.cookie })).envelope.code).toBe(Code.BadInput);
    });

    it('refuses an odd order id with BadInput', async () => {
      const u = await makeUser(t.db, 0);
      for (const id of ['abc', '0', '1.5']) expect((await api.call(`user/gift/order/${id}`, {}, { cookie: u.cookie })).envelope.code).toBe(Code.BadInput);
    });
  });

  describe('cancel, ship and confirm', () => {
    it('cancels my pending order: stock and points come back through the ledger', async () => {
      const u = await makeUser(t.db, 300);
      const g = await makeGift(t.db, { points: 100, stock: 2 });
      const statOf = async () => (await api.call<ApiGiftStat>('user/gift/stat', {}, { cookie: u.cookie })).envelope.data;
      const before = await statOf();
      const { order } = (await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), quantity: '2', ...ADDRESS }, { cookie: u.cookie })).envelope.data;
      expect(await statOf()).toMatchObject({ balance: 100, earned: before.earned, spent: before.spent + 200 });
      const other = await makeUser(t.db, 0);
      const foreign = await api.call(`user/gift/cancel/${order.id}`, {}, { cookie: other.cookie });
      expect(foreign.envelope.code).toBe(Code.NotFound);
      const res = await api.call<ApiGiftOrder>(`user/gift/cancel/${order.id}`, {}, { cookie: u.cookie });
      expect(res.envelope.data).toMatchObject({ status: 'cancelled', statusName: '已取消', canCancel: false });
      expect(await pointsOf(t.db, u.id)).toBe(300);
      // Cancelling undoes the spend: 累计获得 stays where it was, 累计使用 goes back.
      expect(await statOf()).toMatchObject({ balance: 300, earned: before.earned, spent: before.spent });
      expect((await t.db.select().from(gifts).where(eq(gifts.id, g.id)))[0]).toMatchObject({ stock: 2, exchanged: 0 });
      const twice = await api.call(`user/gift/cancel/${order.id}`, {}, { cookie: u.cookie });
      expect(twice.envelope).toMatchObject({ code: Code.Conflict, codeMsg: '订单已取消，无法取消' });
      expect(await pointsOf(t.db, u.id)).toBe(300);
      expect(await readInvariants(t.db)).toEqual(CLEAN);
    });

    it('ships with a message to the owner, then the owner confirms receipt', async () => {
      const u = await makeUser(t.db, 300);
      const g = await makeGift(t.db, { title: '发货测试礼品' });
      const { order } = (await api.call<ApiGiftExchange>(`user/gift/store/${g.id}`, { key: formKey(), ...ADDRESS }, { cookie: u.cookie })).envelope.data;
      expect((await api.call(`user/gift/confirm/${order.id}`, {}, { cookie: u.cookie })).envelope.code).toBe(Code.Conflict);
      expect(await withTransaction(t.db, (tx) => shipOrder(tx, order.id, '顺丰速运 SF1234567890'))).toBe(true);
      expect(await withTransaction(t.db, (tx) => shipOrder(tx, order.id, '顺丰速运 SF1234567890'))).toBe(false);
      const msgs = await t.db.select().from(messages).where(eq(messages.userId, u.id));
      expect(msgs).toHaveLength(1);
      expect(msgs[0]).toMatchObject({ title: '您兑换的“发货测试礼品”已发货', readAt: null });
      expect(msgs[0].body).toContain('SF1234567890');
      const shipped = (await api.call<ApiGiftOrder>(`user/gift/order/${order.id}`, {}, { cookie: u.cookie })).envelope.data;
      expect(shipped).toMatchObject({ status: 'shipped', trackingNote: '顺丰速运 SF1234567890', canConfirm: true, canCancel: false });
      expect((await api.call(`user/gift/cancel/${order.id}`, {}, { cookie: u.cookie })).envelope.code).toBe(Code.Conflict);
      const other = await makeUser(t.db, 0);
      expect((await api.call(`user/gift/confirm/${order.id}`, {}, { cookie: other.cookie })).envelope.code).toBe(Code.NotFound);
      const done = await api.call<ApiGiftOrder>(`user/gift/confirm/${order.id}`, {}, { cookie: u.cookie });
      expect(done.envelope.data).toMatchObject({ status: 'completed', completedAt: expect.any(Number) });
    });
  });

  describe('user/gift/history and stat', () => {
    it('shows my ledger newest first, filtered by type, and my totals', async () => {
      const u = await makeUser(t.db, 500);
      const g = await makeGift(t.db, { points: 150 });
      const key = formKey();
      await api.call(`user/gift/store/${g.id}`, { key, ...ADDRESS }, { cookie: u.cookie });
      const history = (await api.call<ApiPointsHistory>('user/gift/history', {}, { cookie: u.cookie })).envelope.data;
      expect(history.total).toBe(2);
      expect(history.list[0]).toMatchObject({ delta: -150, balanceAfter: 350, label: '积分兑换礼品', note: '测试礼品 ×1' });
      expect(history.list[1]).toMatchObject({ delta: 500, balanceAfter: 500, label: '学院活动奖励' });
      const earn = (await api.call<ApiPointsHistory>('user/gift/history', { type: 'earn' }, { cookie: u.cookie })).envelope.data;
      expect(earn.list.map((e) => e.delta)).toEqual([500]);
      const spend = (await api.call<ApiPointsHistory>('user/gift/history', { type: 'spend' }, { cookie: u.cookie })).envelope.data;
      expect(spend.list.map((e) => e.delta)).toEqual([-150]);
      const stat = (await api.call<ApiGiftStat>('user/gift/stat', {}, { cookie: u.cookie })).envelope.data;
      expect(stat).toMatchObject({ balance: 350, earned: 500, spent: 150, orders: 1, pendingOrders: 1 });
      expect(stat.rules).toContainEqual({ rule: 'courseFinished', label: '完成课程学习', points: 50 });
    });

    it('shows another user nothing of mine', async () => {
      const other = await makeUser(t.db, 0);
      const history = (await api.call<ApiPointsHistory>('user/gift/history', {}, { cookie: other.cookie })).envelope.data;
      expect(history).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
      const stat = (await api.call<ApiGiftStat>('user/gift/stat', {}, { cookie: other.cookie })).envelope.data;
      expect(stat).toMatchObject({ balance: 0, earned: 0, spent: 0, orders: 0, pendingOrders: 0 });
    });

    it.each([[{ type: 'all' }], [{ page: '2' }], [{ page: '-1' }], [{ pageSize: '0' }]])('refuses %j', async (form) => {
      const u = await makeUser(t.db, 0);
      expect((await api.call('user/gift/history', form, { cookie: u.cookie })).envelope.code).toBe(Code.BadInput);
    });
  });
});
