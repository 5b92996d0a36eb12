import { describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { addDays, chinaDay } from '@/contract/time';
import type { ApiApplication, ApiApplicationList } from '@/contract/wire/user-apply';
import { withTransaction } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import { messages } from '@/server/modules/message/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { decideApplication } from './decide';
import { trainingApplications } from './schema';
import { seededCookie } from '../test-helpers';

const today = () => chinaDay();

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const start = addDays(today(), 14);
  return {
    title: '基层慢病管理培训班', organisation: '测试县人民医院', contactName: '测试联系人', contactPhone: '13911110000',
    region: '410100', startDate: start, endDate: addDays(start, 2), trainees: '50',
    plan: '围绕高血压和糖尿病的基层规范化管理开展为期三天的集中培训，含案例讨论与实践。', ...overrides,
  };
}

describe('training-class applications: user/apply/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const cookieOf = (phone: string) => seededCookie(t.db, phone);
  const rows = async (userId: number) => (await t.db.select({ n: count() }).from(trainingApplications).where(eq(trainingApplications.userId, userId)))[0].n;

  describe('user/apply/list', () => {
    it('shows the demo learner their seeded applications in every state, newest first', async () => {
      const res = await api.call<ApiApplicationList>('user/apply/list', {}, { cookie: await cookieOf('13800000000') });
      expect(res.envelope.code).toBe(0);
      const list = res.envelope.data.list;
      expect(new Set(list.map((a) => a.status))).toEqual(new Set(['submitted', 'reviewing', 'approved', 'rejected']));
      expect(list.map((a) => a.createdAt)).toEqual([...list.map((a) => a.createdAt)].sort((a, b) => b - a));
      expect(list.find((a) => a.status === 'rejected')?.reason).toBeTruthy();
      // Only a submitted application can be edited; the seed has one, so an empty list is a failure too.
      const editable = list.filter((a) => a.canEdit);
      expect(editable.length).toBeGreaterThan(0);
      expect(editable.every((a) => a.status === 'submitted')).toBe(true);
      expect(list.filter((a) => a.status === 'submitted').every((a) => a.canEdit)).toBe(true);
      expect(list[0].region).toEqual({ value: '410100', name: '郑州市' });
    });

    it('refuses bad paging, guests and scopes 1 and 3', async () => {
      const { cookie } = await userWithCookie(t.db);
      expect((await api.call('user/apply/list', { page: '0' }, { cookie })).envelope.code).toBe(Code.BadInput);
      expect((await api.call('user/apply/list')).envelope.code).toBe(Code.NotLoggedIn);
      for (const phone of ['13800000001', '13800000003']) {
        expect((await api.call('user/apply/list', {}, { cookie: await cookieOf(phone) })).envelope.code, phone).toBe(Code.Forbidden);
      }
    });
  });

  describe('user/apply/save', () => {
    it('creates an application as submitted, and one only for a repeated submit', async () => {
      const { cookie, user } = await userWithCookie(t.db, { scope: 2 });
      const body = form({ submitKey: 'abcdefgh12345678' });
      const answers = await Promise.all([1, 2, 3].map(() => api.call<ApiApplication>('user/apply/save', body, { cookie })));
      expect(answers.map((a) => a.envelope.code)).toEqual([0, 0, 0]);
      expect(new Set(answers.map((a) => a.envelope.data.id)).size).toBe(1);
      expect(answers[0].envelope.data).toMatchObject({ status: 'submitted', canEdit: true, trainees: 50, title: '基层慢病管理培训班' });
      expect(await rows(user.id)).toBe(1);
    });

    it('edits my application while submitted, and no longer once under review', async () => {
      const { cookie } = await userWithCookie(t.db);
      const created = (await api.call<ApiApplication>('user/apply/save', form(), { cookie })).envelope.data;
      const edited = await api.call<ApiApplication>('user/apply/save', form({ id: String(created.id), trainees: '120', title: '改名后的培训班' }), { cookie });
      expect(edited.envelope.data).toMatchObject({ id: created.id, trainees: 120, title: '改名后的培训班' });
      await withTransaction(t.db, (tx) => decideApplication(tx, created.id, 'reviewing'));
      const late = await api.call('user/apply/save', form({ id: String(created.id), trainees: '5' }), { cookie });
      expect(late.envelope.code).toBe(Code.Conflict);
      const [row] = await t.db.select().from(trainingApplications).where(eq(trainingApplications.id, created.id));
      expect(row.trainees).toBe(120);
    });

    it('answers someone else\'s application exactly like one that does not exist, and changes nothing', async () => {
      const owner = await userWithCookie(t.db);
      const created = (await api.call<ApiApplication>('user/apply/save', form(), { cookie: owner.cookie })).envelope.data;
      const other = await userWithCookie(t.db);
      const theirs = await api.call('user/apply/save', form({ id: String(created.id), title: '篡改' }), { cookie: other.cookie });
      const missing = await api.call('user/apply/save', form({ id: '999999', title: '篡改' }), { cookie: other.cookie });
      expect(theirs.envelope.code).toBe(Code.NotFound);
      expect(theirs.envelope).toEqual(missing.envelope);
      const [row] = await t.db.select().from(trainingApplications).where(eq(trainingApplications.id, created.id));
      expect(row.title).toBe('基层慢病管理培训班');
      expect(await rows(other.user.id)).toBe(0);
    });

    it('refuses each bad field with its own message and stores nothing', async () => {
      const { cookie, user } = await userWithCookie(t.db);
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ title: '' }, /培训班名称/],
        [{ title: '班'.repeat(61) }, /培训班名称不能超过60个字/],
        [{ organisation: '   ' }, /申请单位/],
        [{ contactName: '' }, /联系人/],
        [{ contactPhone: '12345' }, /手机号/],
        [{ region: '999999' }, /举办地区不正确/],
        [{ region: '../x' }, /举办地区/],
        [{ startDate: addDays(today(), -1) }, /开始日期不能早于今天/],
        [{ startDate: '2025-02-30' }, /开始日期不正确/],
        [{ endDate: addDays(today(), 1), startDate: addDays(today(), 3) }, /结束日期不能早于开始日期/],
        [{ trainees: '0' }, /1～1000/],
        [{ trainees: '1001' }, /1～1000/],
        [{ trainees: '12.5' }, /整数/],
        [{ trainees: ['1', '2'] }, /./],
        [{ plan: '太短了' }, /培训计划至少20个字/],
        [{ plan: '计'.repeat(2001) }, /培训计划不能超过2000个字/],
        [{ submitKey: 'x' }, /提交标识/],
        [{ id: 'abc' }, /编号/],
      ];
      for (const [override, message] of cases) {
        const res = await api.call('user/apply/save', form(override), { cookie });
        expect(res.envelope.code, JSON.stringify(override)).toBe(Code.BadInput);
        expect(res.envelope.codeMsg, JSON.stringify(override)).toMatch(message);
      }
      expect(await rows(user.id)).toBe(0);
    });

    it('caps the applications waiting for review', async () => {
      const { cookie, user } = await userWithCookie(t.db);
      for (let i = 0; i < 10; i++) expect((await api.call('user/apply/save', form(), { cookie })).envelope.code).toBe(0);
      const over = await api.call('user/apply/save', form(), { cookie });
      expect(over.envelope.code).toBe(Code.Conflict);
      expect(await rows(user.id)).toBe(10);
    });

    it('refuses guests, other scopes and foreign origins', async () => {
      expect((await api.call('user/apply/save', form())).envelope.code).toBe(Code.NotLoggedIn);
      const res = await api.call('user/apply/save', form(), { cookie: await cookieOf('13800000003') });
      expect(res.envelope.code).toBe(Code.Forbidden);
      const { cookie } = await userWithCookie(t.db);
      expect((await api.call('user/apply/save', form(), { cookie, origin: 'https://evil.example' })).envelope.code).toBe(Code.ForeignOrigin);
    });
  });

  describe('user/apply/withdraw/:id', () => {
    it('withdraws my submitted application; a repeat answers the same', async () => {
      const { cookie } = await userWithCookie(t.db);
      const created = (await api.call<ApiApplication>('user/apply/save', form(), { cookie })).envelope.data;
      const first = await api.call<ApiApplication>(`user/apply/withdraw/${created.id}`, {}, { cookie });
      expect(first.envelope.data).toMatchObject({ status: 'withdrawn', canEdit: false });
      const again = await api.call<ApiApplication>(`user/apply/withdraw/${created.id}`, {}, { cookie });
      expect(again.envelope).toMatchObject({ code: 0, data: { status: 'withdrawn' } });
      expect((await api.call('user/apply/save', form({ id: String(created.id) }), { cookie })).envelope.code).toBe(Code.Conflict);
    });

    it('refuses once decided, and for someone else\'s or odd ids changes nothing', async () => {
      const owner = await userWithCookie(t.db);
      const created = (await api.call<ApiApplication>('user/apply/save', form(), { cookie: owner.cookie })).envelope.data;
      const other = await userWithCookie(t.db);
      const theirs = await api.call(`user/apply/withdraw/${created.id}`, {}, { cookie: other.cookie });
      expect(theirs.envelope).toEqual((await api.call('user/apply/withdraw/999999', {}, { cookie: other.cookie })).envelope);
      expect(theirs.envelope.code).toBe(Code.NotFound);
      for (const id of ['x', '0', '1.0']) {
        expect((await api.call(`user/apply/withdraw/${id}`, {}, { cookie: other.cookie })).envelope.code).toBe(Code.BadInput);
      }
      await withTransaction(t.db, (tx) => decideApplication(tx, created.id, 'approved'));
      expect((await api.call(`user/apply/withdraw/${created.id}`, {}, { cookie: owner.cookie })).envelope.code).toBe(Code.Conflict);
      const [row] = await t.db.select().from(trainingApplications).where(eq(trainingApplications.id, created.id));
      expect(row.status).toBe('approved');
      expect((await api.call(`user/apply/withdraw/${created.id}`, {}, { cookie: await cookieOf('13800000001') })).envelope.code).toBe(Code.Forbidden);
    });
  });

  describe('decideApplication', () => {
    it('writes the applicant a message when approved or rejected, with the reason', async () => {
      const { cookie, user } = await userWithCookie(t.db);
      const a = (await api.call<ApiApplication>('user/apply/save', form({ title: '甲培训班' }), { cookie })).envelope.data;
      const b = (await api.call<ApiApplication>('user/apply/save', form({ title: '乙培训班' }), { cookie })).envelope.data;
      await withTransaction(t.db, (tx) => decideApplication(tx, a.id, 'reviewing'));
      expect(await t.db.select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(0);
      await withTransaction(t.db, (tx) => decideApplication(tx, a.id, 'approved'));
      await withTransaction(t.db, (tx) => decideApplication(tx, b.id, 'rejected', '场地不符合要求'));
      const mine = await t.db.select().from(messages).where(eq(messages.userId, user.id)).orderBy(desc(messages.id));
      expect(mine.map((m) => m.title)).toEqual(['培训班申请未通过', '培训班申请已通过']);
      expect(mine[0].body).toContain('场地不符合要求');
      expect(mine[0].link).toBe('/user/apply');
      const list = (await api.call<ApiApplicationList>('user/apply/list', {}, { cookie })).envelope.data.list;
      expect(list.find((x) => x.id === b.id)).toMatchObject({ status: 'rejected', reason: '场地不符合要求', canEdit: false });
      expect(list.find((x) => x.id === a.id)?.decidedAt).toBeGreaterThan(0);
    });

    it('refuses a rejection without a reason and a decision on a decided application, changing nothing', async () => {
      const { cookie, user } = await userWithCookie(t.db);
      const a = (await api.call<ApiApplication>('user/apply/save', form(), { cookie })).envelope.data;
      await expect(withTransaction(t.db, (tx) => decideApplication(tx, a.id, 'rejected', '  '))).rejects.toMatchObject({ code: Code.BadInput });
      await withTransaction(t.db, (tx) => decideApplication(tx, a.id, 'approved'));
      await expect(withTransaction(t.db, (tx) => decideApplication(tx, a.id, 'rejected', '改主意'))).rejects.toMatchObject({ code: Code.Conflict });
      const [row] = await t.db.select().from(trainingApplications).where(and(eq(trainingApplications.id, a.id)));
      expect(row.status).toBe('approved');
      expect(await t.db.select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(1);
    });
  });
});
