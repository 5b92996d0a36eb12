import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminGiftOrderRow, ApiAdminGiftRow } from '@/contract/wire/admin-store';
import type { ApiGiftExchange, ApiGiftOrderList } from '@/contract/wire/gift';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';
import { uploadRaw } from '@/tests/api/upload';
import { messages } from '@/server/modules/message/schema';
import { pointsLedger } from '@/server/modules/points/schema';
import { giftOrders, gifts } from '@/server/modules/user/gift/schema';
import { ADDRESS, formKey, makeGift, makeUser, pointsOf, readInvariants } from '@/server/modules/user/gift/test-helpers';
import { makeStaffSet, trailCounts, type Person } from '../store-test-helpers';

const CLEAN = { mismatched_users: 0, negative_users: 0, negative_stock: 0, bad_running: 0 };
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GOOD = {
  title: '便携式血压计', category: 'device', kind: 'physical', cover: '/images/gifts/thermos.svg', summary: '上臂式电子血压计',
  description: '适合家庭与社区随访使用。\n\n含收纳包。', points: '800', stock: '5', isOnline: '1',
};

describe('admin/gift/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const people = {} as Record<'store' | 'admin' | 'finance' | 'learner', Person>;
  const call = <T>(path: string, form: Record<string, unknown>, who: Person | null) => api.call<T>(path, form, { cookie: who?.cookie });
  const giftRow = async (id: number) => (await t.db.select().from(gifts).where(eq(gifts.id, id)))[0];
  const orderRow = async (id: number) => (await t.db.select().from(giftOrders).where(eq(giftOrders.id, id)))[0];

  /** A learner with points who exchanged one piece of a fresh gift: a pending order. */
  async function pendingOrder() {
    const learner = await makeUser(t.db, 1000, '1773');
    const gift = await makeGift(t.db, { stock: 3, points: 200 });
    const res = await call<ApiGiftExchange>(`user/gift/store/${gift.id}`, { key: formKey(), ...ADDRESS }, learner);
    expect(res.envelope.code).toBe(0);
    return { learner, gift, order: res.envelope.data.order };
  }

  it('sets up staff of each role', async () => {
    Object.assign(people, await makeStaffSet(t.db, ['store', 'admin', 'finance'], '1774'));
  });

  describe('gifts', () => {
    it('creates a gift with its stock, then moves stock by a change that never goes below zero; one audit row each', async () => {
      const before = await trailCounts(t.db);
      const made = await call<ApiAdminGiftRow>('admin/gift/save', GOOD, people.store);
      expect(made.envelope).toMatchObject({ code: 0, data: { stock: 5, isOnline: true, hasOrders: false } });
      const id = made.envelope.data.id;
      const more = await call<ApiAdminGiftRow>('admin/gift/save', { ...GOOD, id: String(id), stock: '', stockChange: '-2', isOnline: '0' }, people.store);
      expect(more.envelope).toMatchObject({ code: 0, data: { stock: 3, isOnline: false } });
      const over = await call('admin/gift/save', { ...GOOD, id: String(id), stockChange: '-4' }, people.store);
      expect(over.envelope.code).toBe(Code.BadInput);
      expect(over.envelope.fields).toHaveProperty('stockChange');
      expect((await giftRow(id)).stock).toBe(3);
      expect((await trailCounts(t.db)).audit).toBe(before.audit + 2);
      const listed = await call<ApiAdminPage<ApiAdminGiftRow>>('admin/gift/list', { status: 'offline', q: '血压计' }, people.store);
      expect(listed.envelope.data.list.map((g) => g.id)).toContain(id);
    });

    it.each([
      [{ cover: 'https://evil.example/x.png' }, 'cover'],
      [{ points: '0' }, 'points'],
      [{ title: '' }, 'title'],
      [{ category: 'car' }, 'category'],
      [{ stock: '-1' }, 'stock'],
    ])('refuses %j with 4000 naming the field, nothing stored', async (bad, field) => {
      const n = (await t.db.select().from(gifts)).length;
      const res = await call('admin/gift/save', { ...GOOD, ...bad }, people.store);
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(res.envelope.fields).toHaveProperty(field);
      expect((await t.db.select().from(gifts)).length).toBe(n);
    });

    it('refuses a learner, finance (4003) and a guest (1001)', async () => {
      for (const who of [people.learner, people.finance]) {
        expect((await call('admin/gift/save', GOOD, who)).envelope.code).toBe(Code.Forbidden);
        expect((await call('admin/gift/order/list', {}, who)).envelope.code).toBe(Code.Forbidden);
      }
      expect((await call('admin/gift/list', {}, null)).envelope.code).toBe(Code.NotLoggedIn);
      expect((await call('admin/gift/list', {}, people.admin)).envelope.code).toBe(0);
    });

    it('deletes a gift nobody ordered, and refuses one with orders (4670)', async () => {
      const { gift } = await pendingOrder();
      expect((await call(`admin/gift/delete/${gift.id}`, {}, people.store)).envelope.code).toBe(AdminCode.GiftHasOrders);
      expect(await giftRow(gift.id)).toBeDefined();
      const spare = await makeGift(t.db);
      expect((await call(`admin/gift/delete/${spare.id}`, {}, people.store)).envelope.code).toBe(0);
      expect(await giftRow(spare.id)).toBeUndefined();
    });

    it('takes a picture checked by its bytes', async () => {
      const ok = await uploadRaw<{ url: string }>(api, 'admin/gift/cover', {}, PNG_1x1, { cookie: people.store.cookie });
      expect(ok.envelope.data.url).toMatch(/^\/api\/med\/image\/[0-9a-f]{32}\.png$/);
      const text = await uploadRaw(api, 'admin/gift/cover', {}, Buffer.from('hello'), { cookie: people.store.cookie });
      expect(text.envelope.code).toBe(Code.FileTypeRejected);
      expect((await uploadRaw(api, 'admin/gift/cover', {}, PNG_1x1, { cookie: people.finance.cookie })).envelope.code).toBe(Code.Forbidden);
    });
  });

  describe('orders', () => {
    it('lists the seeded pending orders with the learner and exports them for the warehouse', async () => {
      const res = await call<ApiAdminPage<ApiAdminGiftOrderRow>>('admin/gift/order/list', { status: 'pending' }, people.store);
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data.list.map((o) => o.learner.phone)).toEqual(expect.arrayContaining(['13800000000', '13800000001']));
      expect(res.envelope.data.list.every((o) => o.status === 'pending' && o.receiver)).toBe(true);
      const csv = await api.call('admin/gift/order/csv', { status: 'pending' }, { method: 'GET', cookie: people.store.cookie });
      expect(csv.headers['Content-Type']).toContain('text/csv');
      expect(csv.body).toContain('收货地址');
      expect(csv.body).toContain('13800000001');
      const bad = await call('admin/gift/order/list', { status: 'lost', to: 'tomorrow' }, people.store);
      expect(Object.keys(bad.envelope.fields ?? {})).toEqual(expect.arrayContaining(['status', 'to']));
    });

    it('ships with carrier and tracking number once; the learner sees it and is told', async () => {
      const { learner, order } = await pendingOrder();
      const bad = await call(`admin/gift/order/ship/${order.id}`, { carrier: '顺丰速运', trackingNo: '12' }, people.store);
      expect(bad.envelope.fields).toHaveProperty('trackingNo');
      const before = await trailCounts(t.db, learner.id);
      const ok = await call(`admin/gift/order/ship/${order.id}`, { carrier: '顺丰速运', trackingNo: 'SF1234567890' }, people.store);
      expect(ok.envelope).toMatchObject({ code: 0, data: { status: 'shipped', trackingNote: '顺丰速运 SF1234567890' } });
      expect(await trailCounts(t.db, learner.id)).toEqual({ audit: before.audit + 1, sent: before.sent + 1 });
      const again = await call(`admin/gift/order/ship/${order.id}`, { carrier: '京东物流', trackingNo: 'JD0000000001' }, people.store);
      expect(again.envelope.code).toBe(AdminCode.AlreadyDecided);
      expect((await orderRow(order.id)).trackingNote).toBe('顺丰速运 SF1234567890');
      const mine = await call<ApiGiftOrderList>('user/gift/order', {}, learner);
      expect(mine.envelope.data.list[0]).toMatchObject({ status: 'shipped', trackingNote: '顺丰速运 SF1234567890' });
    });

    it('cancels with a reason: stock and points come back once, and a second cancel is 4660', async () => {
      const { learner, gift, order } = await pendingOrder();
      expect(await pointsOf(t.db, learner.id)).toBe(800);
      const none = await call(`admin/gift/order/cancel/${order.id}`, {}, people.store);
      expect(none.envelope.fields).toHaveProperty('reason');
      expect((await call(`admin/gift/order/cancel/${order.id}`, { reason: '该礼品已停产' }, people.store)).envelope.code).toBe(0);
      expect(await pointsOf(t.db, learner.id)).toBe(1000);
      expect((await giftRow(gift.id)).stock).toBe(3);
      expect((await call(`admin/gift/order/cancel/${order.id}`, { reason: '再取消' }, people.store)).envelope.code).toBe(AdminCode.AlreadyDecided);
      expect((await call(`user/gift/cancel/${order.id}`, {}, learner)).envelope.code).toBe(Code.Conflict);
      expect(await pointsOf(t.db, learner.id)).toBe(1000);
      const [msg] = await t.db.select().from(messages).where(and(eq(messages.userId, learner.id), eq(messages.link, `/user/gift/order?status=cancelled#order-${order.id}`)));
      expect(msg.body).toContain('该礼品已停产');
      const mine = await call<ApiGiftOrderList>('user/gift/order', {}, learner);
      expect(mine.envelope.data.list[0]).toMatchObject({ status: 'cancelled', cancelReason: '该礼品已停产' });
      expect(await readInvariants(t.db)).toEqual(CLEAN);
    });

    it('ends concurrent decisions (ship and cancel, staff and owner cancelling) with one, and one refund at most', async () => {
      const first = await pendingOrder();
      const [ship, cancel] = await Promise.all([
        call(`admin/gift/order/ship/${first.order.id}`, { carrier: '顺丰速运', trackingNo: 'SF9999999999' }, people.store),
        call(`admin/gift/order/cancel/${first.order.id}`, { reason: '并发' }, people.admin),
      ]);
      expect([ship.envelope.code, cancel.envelope.code].sort()).toEqual([0, AdminCode.AlreadyDecided].sort());
      const second = await pendingOrder();
      const [staff, owner] = await Promise.all([
        call(`admin/gift/order/cancel/${second.order.id}`, { reason: '缺货' }, people.store),
        call(`user/gift/cancel/${second.order.id}`, {}, second.learner),
      ]);
      expect([staff.envelope.code, owner.envelope.code].filter((c) => c === 0)).toHaveLength(1);
      const refunds = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, second.learner.id), eq(pointsLedger.rule, 'giftRefund')));
      expect(refunds).toHaveLength(1);
      expect(await pointsOf(t.db, second.learner.id)).toBe(1000);
      expect(await readInvariants(t.db)).toEqual(CLEAN);
    });
  });
});
