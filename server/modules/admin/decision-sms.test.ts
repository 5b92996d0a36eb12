// The learner's SMS of a staff decision (issue 10, docs/product.md "SMS to the learner"): each decision that
// matters queues exactly one notice on the job queue's "sms" queue, to the learner's phone, with the short text,
// the absolute link to the thing decided and the two template parameters, and the log provider writes it; a
// refused, repeated or rolled-back decision queues none, and a queue that fails does not fail the decision.
// Decided here: the seed's waiting items (sign-ups, a payment, invoices, gift orders, applications, certificates).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { AdminCode } from '@/contract/admin-codes';
import { withTransaction } from '@/server/db/client';
import { startProcessJobs, stopProcessJobs } from '@/server/jobs';
import { SMS_QUEUE } from '@/server/jobs/sms';
import { certificates } from '@/server/modules/cert/schema';
import { notifyBySms } from '@/server/modules/message/sms';
import { users } from '@/server/modules/passport/schema';
import { payments } from '@/server/modules/payment/schema';
import { trainingSignups } from '@/server/modules/training/schema';
import { trainingApplications } from '@/server/modules/user/apply/schema';
import { giftOrders } from '@/server/modules/user/gift/schema';
import { invoices } from '@/server/modules/user/invoice/schema';
import { teacherApplications } from '@/server/modules/user/teacher/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { captureLogs } from '@/tests/api/logs';
import { freshTestDb } from '@/tests/api/test-db';
import { makeCallers, type Who } from './content-test-helpers';

const t = freshTestDb();
const api = createApiCaller(() => t.db);
let c: Awaited<ReturnType<typeof makeCallers>>;
const SITE = 'http://localhost:3000';

type Notice = { phone: string; text: string; params: { item: string; result: string } };

/** Every notice on the sms queue, oldest first. */
async function notices(): Promise<{ id: string; data: Notice }[]> {
  const res = (await t.db.execute(sql`select id::text as id, data from pgboss.job where name = ${SMS_QUEUE} order by created_on, id`)) as unknown;
  return (res as { rows: { id: string; data: Notice }[] }).rows;
}

/** The notices a call queued: runs it and answers its envelope and the notices that were not there before. */
async function queuedBy(path: string, form: Record<string, unknown>, who: Who) {
  const before = new Set((await notices()).map((n) => n.id));
  const res = await c.call(path, form, who);
  const added = (await notices()).filter((n) => !before.has(n.id)).map((n) => n.data);
  return { code: res.envelope.code, added };
}

const phoneOf = async (userId: number) => (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0].phone;

async function until(ok: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

beforeAll(async () => {
  c = await makeCallers(t.db, api, '10.96');
  await startProcessJobs(t.db, { pollingIntervalSeconds: 0.5, schedule: false });
});

afterAll(async () => {
  await stopProcessJobs();
});

describe('a decision that matters queues one SMS notice to the learner', () => {
  it('sign-up approved: once, with the link to the class, and the log provider sends it; a second decision queues none', async () => {
    const [s] = await t.db.select().from(trainingSignups).where(eq(trainingSignups.id, 29));
    const phone = await phoneOf(s.userId);
    const logs = captureLogs();
    try {
      const first = await queuedBy(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'registrar');
      expect(first.code).toBe(0);
      const text = `您的培训报名已通过审核，详情见 ${SITE}/training/${s.trainingId}`;
      expect(first.added).toEqual([{ phone, text, params: { item: '培训报名', result: '已通过审核' } }]);
      await until(() => logs.messages().includes(`SMS notice for ${phone}: ${text}`));

      const again = await queuedBy(`admin/signup/decide/${s.id}`, { decision: 'reject', reason: '名额已满' }, 'registrar');
      expect(again).toEqual({ code: AdminCode.AlreadyDecided, added: [] });
    } finally {
      logs.restore();
    }
  });

  it('sign-up rejected; a rejection without a reason is refused and queues none', async () => {
    const [s] = await t.db.select().from(trainingSignups).where(eq(trainingSignups.id, 27));
    const refused = await queuedBy(`admin/signup/decide/${s.id}`, { decision: 'reject' }, 'registrar');
    expect(refused.code).not.toBe(0);
    expect(refused.added).toEqual([]);
    const res = await queuedBy(`admin/signup/decide/${s.id}`, { decision: 'reject', reason: '资料不全' }, 'registrar');
    expect(res).toEqual({
      code: 0,
      added: [{ phone: await phoneOf(s.userId), text: `您的培训报名未通过审核，详情见 ${SITE}/training/${s.trainingId}`, params: { item: '培训报名', result: '未通过审核' } }],
    });
  });

  it('sign-up cancelled by staff (the one approved above), once; a rejected one cannot be cancelled and queues none', async () => {
    const [s] = await t.db.select().from(trainingSignups).where(eq(trainingSignups.id, 29));
    const res = await queuedBy(`admin/signup/cancel/${s.id}`, { reason: '学员电话申请取消' }, 'registrar');
    expect(res).toEqual({
      code: 0,
      added: [{ phone: await phoneOf(s.userId), text: `您的培训报名已被取消，详情见 ${SITE}/training/${s.trainingId}`, params: { item: '培训报名', result: '已被取消' } }],
    });
    expect((await queuedBy(`admin/signup/cancel/${s.id}`, { reason: '再取消' }, 'registrar')).added).toEqual([]);
    expect((await queuedBy('admin/signup/cancel/27', { reason: '再取消' }, 'registrar')).added).toEqual([]);
  });

  it('payment confirmed (finance), once', async () => {
    const [p] = await t.db.select().from(payments).where(eq(payments.id, 22));
    const [s] = await t.db.select().from(trainingSignups).where(eq(trainingSignups.id, p.refId));
    const form = { amount: (p.amountFen / 100).toFixed(2), reference: 'BANK-SMS-1' };
    const res = await queuedBy(`admin/payment/confirm/${p.id}`, form, 'finance');
    expect(res).toEqual({
      code: 0,
      added: [{ phone: await phoneOf(p.userId), text: `您的缴费已确认到账，详情见 ${SITE}/training/${s.trainingId}`, params: { item: '缴费', result: '已确认到账' } }],
    });
    expect((await queuedBy(`admin/payment/confirm/${p.id}`, form, 'finance')).added).toEqual([]);
  });

  it.each([
    ['issue', 3, {}, '发票申请', '已开具'],
    ['reject', 5, { reason: '抬头与税号不符' }, '发票申请', '已被驳回'],
    ['reverse', 1, { reason: '开错抬头' }, '发票', '已红冲作废'],
  ] as const)('invoice %s (finance)', async (action, id, form, item, result) => {
    const [row] = await t.db.select({ userId: invoices.userId }).from(invoices).where(eq(invoices.id, id));
    const res = await queuedBy(`admin/invoice/${action}/${id}`, form, 'finance');
    expect(res).toEqual({
      code: 0,
      added: [{ phone: await phoneOf(row.userId), text: `您的${item}${result}，详情见 ${SITE}/user/invoice#invoice-${id}`, params: { item, result } }],
    });
    expect((await queuedBy(`admin/invoice/${action}/${id}`, form, 'finance')).added).toEqual([]);
  });

  it('gift order shipped, with the carrier and tracking number; cancelled', async () => {
    const owner = async (id: number) =>
      (await t.db.select({ userId: giftOrders.userId }).from(giftOrders).where(eq(giftOrders.id, id)))[0].userId;
    const ship = await queuedBy('admin/gift/order/ship/5', { carrier: '顺丰速运', trackingNo: 'SF1234567890' }, 'store');
    expect(ship).toEqual({
      code: 0,
      added: [{
        phone: await phoneOf(await owner(5)),
        text: `您的礼品兑换已发货（顺丰速运 SF1234567890），详情见 ${SITE}/user/gift/order?status=shipped#order-5`,
        params: { item: '礼品兑换', result: '已发货' },
      }],
    });
    const cancel = await queuedBy('admin/gift/order/cancel/8', { reason: '该礼品已停产' }, 'store');
    expect(cancel).toEqual({
      code: 0,
      added: [{ phone: await phoneOf(await owner(8)), text: `您的礼品兑换已取消，详情见 ${SITE}/user/gift/order?status=cancelled#order-8`, params: { item: '礼品兑换', result: '已取消' } }],
    });
    expect((await queuedBy('admin/gift/order/cancel/5', { reason: '再取消' }, 'store')).added).toEqual([]);
  });

  it.each([
    ['apply', 2, 'approve', '办班申请', '已通过审核', '/user/apply'],
    ['apply', 6, 'reject', '办班申请', '未通过审核', '/user/apply'],
    ['teacher', 3, 'approve', '讲师认证', '已通过审核', '/user/teacher'],
    ['teacher', 4, 'reject', '讲师认证', '未通过审核', '/user/teacher'],
  ] as const)('%s %i: %s', async (queue, id, decision, item, result, link) => {
    const table = queue === 'apply' ? trainingApplications : teacherApplications;
    const [row] = await t.db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
    const form = { decision, reason: decision === 'reject' ? '材料不全' : '' };
    const res = await queuedBy(`admin/${queue}/decide/${id}`, form, 'registrar');
    expect(res).toEqual({ code: 0, added: [{ phone: await phoneOf(row.userId), text: `您的${item}${result}，详情见 ${SITE}${link}`, params: { item, result } }] });
    expect(await queuedBy(`admin/${queue}/decide/${id}`, form, 'registrar')).toEqual({ code: AdminCode.AlreadyDecided, added: [] });
  });

  it('certificate revoked, then reissued (valid again), each once', async () => {
    const [cert] = await t.db.select().from(certificates).where(eq(certificates.id, 1));
    const phone = await phoneOf(cert.userId);
    const revoke = await queuedBy('admin/cert/revoke/1', { reason: '学时记录有误' }, 'registrar');
    expect(revoke).toEqual({ code: 0, added: [{ phone, text: `您的证书已被撤销，详情见 ${SITE}/user/cert`, params: { item: '证书', result: '已被撤销' } }] });
    expect((await queuedBy('admin/cert/revoke/1', { reason: '再撤销' }, 'registrar')).added).toEqual([]);
    const reissue = await queuedBy('admin/cert/reissue/1', { number: cert.number, reason: '更正姓名' }, 'registrar');
    expect(reissue).toEqual({ code: 0, added: [{ phone, text: `您的证书已换发，详情见 ${SITE}/user/cert`, params: { item: '证书', result: '已换发' } }] });
    // The number the registrar saw has changed: refused, nothing queued.
    expect(await queuedBy('admin/cert/reissue/1', { number: cert.number, reason: '更正姓名' }, 'registrar')).toEqual({ code: AdminCode.AlreadyDecided, added: [] });
  });
});

describe('only a committed decision, and never at its expense', () => {
  it('queues nothing when the transaction rolls back', async () => {
    const before = (await notices()).length;
    await expect(
      withTransaction(t.db, async (tx) => {
        notifyBySms(tx, 'cert-revoked', { userId: c.ids.learner!, ref: 'rolled-back', link: '/user/cert' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await notices()).length).toBe(before);
  });

  it('answers the decision and keeps it when the notice cannot be queued, and logs why', async () => {
    const [s] = await t.db.select().from(trainingSignups).where(eq(trainingSignups.id, 28));
    const phone = await phoneOf(s.userId);
    const logs = captureLogs();
    // The queue's table gone from under the process: pg-boss's insert fails.
    await t.db.execute(sql`alter table pgboss.job rename to job_away`);
    let code: number;
    try {
      code = (await c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'registrar')).envelope.code;
    } finally {
      logs.restore();
      await t.db.execute(sql`alter table pgboss.job_away rename to job`);
    }
    expect(code).toBe(0);
    expect((await t.db.select().from(trainingSignups).where(eq(trainingSignups.id, s.id)))[0].reviewedAt).not.toBeNull();
    expect(logs.lines.find((l) => l.msg === '[sms] decision notice not queued')).toMatchObject({ kind: 'signup-approved', ref: s.id });
    expect((await notices()).filter((n) => n.data.phone === phone && n.data.text.includes(`/training/${s.trainingId}`))).toHaveLength(0);
  });
});
