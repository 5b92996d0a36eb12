import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiRoster, ApiStaffClassList } from '@/contract/wire/user-training';
import { freshTestDb } from '@/tests/api/test-db';
import { users } from '@/server/modules/passport/schema';
import { trainingSignups, trainingStaff } from '@/server/modules/training/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { seededCookie } from '../test-helpers';

describe('the training centre: user/training/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let centre: string;
  let lecturer: string;

  const cookieOf = (phone: string) => seededCookie(t.db, phone);

  beforeAll(async () => {
    centre = await cookieOf('13800000003');
    lecturer = await cookieOf('13800000001');
  });

  describe('user/training/classes', () => {
    it('lists every class the centre organises, ongoing ones first, paged', async () => {
      const res = await api.call<ApiStaffClassList>('user/training/classes', { pageSize: '10' }, { cookie: centre });
      expect(res.envelope.code).toBe(0);
      const data = res.envelope.data;
      expect(data.total).toBe(36);
      expect(data.list).toHaveLength(10);
      expect(data.list[0]).toMatchObject({ status: 'ongoing', role: 'organiser' });
      const ranks = data.list.map((c) => ({ ongoing: 0, signup: 1, finished: 2 })[c.status]);
      expect(ranks).toEqual([...ranks].sort());
      const page4 = await api.call<ApiStaffClassList>('user/training/classes', { pageSize: '10', page: '4' }, { cookie: centre });
      expect(page4.envelope.data.list).toHaveLength(6);
    });

    it('filters by status and shows a lecturer only the classes they teach', async () => {
      const finished = await api.call<ApiStaffClassList>('user/training/classes', { status: 'finished', pageSize: '50' }, { cookie: centre });
      expect(finished.envelope.data.list.every((c) => c.status === 'finished')).toBe(true);
      expect(finished.envelope.data.total).toBe(18);
      const mine = await api.call<ApiStaffClassList>('user/training/classes', { pageSize: '50' }, { cookie: lecturer });
      const [{ n }] = await t.db.select({ n: count() }).from(trainingStaff).innerJoin(users, eq(users.id, trainingStaff.userId)).where(eq(users.phone, '13800000001'));
      expect(mine.envelope.data.total).toBe(n);
      expect(mine.envelope.data.list.every((c) => c.role === 'teacher')).toBe(true);
    });

    it('refuses bad paging and filters', async () => {
      for (const form of [{ page: '0' }, { page: '501' }, { page: 'x' }, { pageSize: '51' }, { status: 'open' }, { status: ['a', 'b'] }]) {
        expect((await api.call('user/training/classes', form, { cookie: centre })).envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
    });

    it('refuses guests and users of other scopes', async () => {
      expect((await api.call('user/training/classes')).envelope.code).toBe(Code.NotLoggedIn);
      for (const phone of ['13800000000', '13800000002']) {
        const res = await api.call('user/training/classes', {}, { cookie: await cookieOf(phone) });
        expect(res.envelope.code, phone).toBe(Code.Forbidden);
      }
    });
  });

  describe('user/training/roster/:id', () => {
    it('shows the organiser the roster with phones, attendance and the check-in codes', async () => {
      const list = await api.call<ApiStaffClassList>('user/training/classes', { status: 'ongoing' }, { cookie: centre });
      const id = list.envelope.data.list.find((c) => c.signedUp > 1)!.id;
      const res = await api.call<ApiRoster>(`user/training/roster/${id}`, {}, { cookie: centre });
      expect(res.envelope.code).toBe(0);
      const roster = res.envelope.data;
      expect(roster.training).toMatchObject({ id, role: 'organiser', status: 'ongoing' });
      expect(roster.learners.length).toBeGreaterThan(1);
      expect(roster.learners.some((l) => /^1\d{10}$/.test(l.phone))).toBe(true);
      expect(roster.sessions.every((s) => /^\d{6}$/.test(s.checkinCode))).toBe(true);
      // Counts per session agree with the learners' attendance.
      for (const s of roster.sessions) {
        expect(s.checkedIn).toBe(roster.learners.filter((l) => l.attended.includes(s.id)).length);
      }
      expect(roster.sessions.some((s) => s.checkedIn > 0)).toBe(true);
      expect(roster.csvUrl).toBe(`/api/med/user/training/roster/${id}/csv`);
    });

    it('masks phones for a teacher of the class', async () => {
      const list = await api.call<ApiStaffClassList>('user/training/classes', { status: 'ongoing', pageSize: '50' }, { cookie: lecturer });
      const id = list.envelope.data.list.find((c) => c.signedUp > 1)!.id;
      const roster = (await api.call<ApiRoster>(`user/training/roster/${id}`, {}, { cookie: lecturer })).envelope.data;
      expect(roster.training.role).toBe('teacher');
      expect(roster.learners.every((l) => /^\d{3}\*{4}\d{4}$/.test(l.phone))).toBe(true);
    });

    it('answers a class the user does not run exactly like one that does not exist', async () => {
      const other = await userWithCookie(t.db, { scope: 1 });
      const notMine = await api.call(`user/training/roster/1`, {}, { cookie: other.cookie });
      const missing = await api.call(`user/training/roster/99999`, {}, { cookie: other.cookie });
      expect(notMine.envelope).toEqual(missing.envelope);
      expect(notMine.envelope.code).toBe(Code.NotFound);
      const csv = await api.call(`user/training/roster/1/csv`, {}, { cookie: other.cookie, method: 'GET' });
      expect(csv.envelope.code).toBe(Code.NotFound);
    });

    it('refuses odd ids, other scopes and guests', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '9999999999']) {
        expect((await api.call(`user/training/roster/${id}`, {}, { cookie: centre })).envelope.code, id).toBe(Code.BadInput);
      }
      expect((await api.call('user/training/roster/1', {}, { cookie: await cookieOf('13800000000') })).envelope.code).toBe(Code.Forbidden);
      expect((await api.call('user/training/roster/1')).envelope.code).toBe(Code.NotLoggedIn);
    });
  });

  describe('a pending sign-up on the roster', () => {
    it('says whether it waits for the review (待审核) or the fee (待缴费), on the roster and in its CSV', async () => {
      const staff = await userWithCookie(t.db, { scope: 3 });
      await t.db.insert(trainingStaff).values({ trainingId: 34, userId: staff.user.id, role: 'organiser' });
      const person = { phone: '13911113333', workUnit: '郑州市人民医院', department: '全科', jobTitle: '医生', region: '410100' };
      const signUp = async (name: string, row: Partial<typeof trainingSignups.$inferInsert>) => {
        const learner = await userWithCookie(t.db);
        await t.db.insert(trainingSignups).values({ trainingId: 34, userId: learner.user.id, name, feeFen: 20000, ...person, ...row });
      };
      await signUp('待审核学员', { status: 'pending' });
      await signUp('待缴费学员', { status: 'pending', reviewedAt: new Date(), reviewedBy: staff.user.id });
      await signUp('已缴费学员', { status: 'confirmed', reviewedAt: new Date(), paidAt: new Date() });

      const roster = (await api.call<ApiRoster>('user/training/roster/34', {}, { cookie: staff.cookie })).envelope.data;
      const stageOf = (name: string) => roster.learners.find((l) => l.name === name)?.stage;
      expect([stageOf('待审核学员'), stageOf('待缴费学员'), stageOf('已缴费学员')]).toEqual(['review', 'unpaid', 'confirmed']);

      const csv = await api.call('user/training/roster/34/csv', {}, { cookie: staff.cookie, method: 'GET' });
      const cellOf = (name: string) => csv.body.split('\r\n').find((l) => l.includes(name))?.split(',')[7];
      expect([cellOf('待审核学员'), cellOf('待缴费学员'), cellOf('已缴费学员')]).toEqual(['待审核', '待缴费', '已确认']);
    });
  });

  describe('user/training/roster/:id/csv', () => {
    it('downloads the roster as UTF-8 CSV with a BOM, quoted fields and formula cells guarded', async () => {
      const staff = await userWithCookie(t.db, { scope: 3 });
      await t.db.insert(trainingStaff).values({ trainingId: 33, userId: staff.user.id, role: 'organiser' });
      const learner = await userWithCookie(t.db);
      await t.db.insert(trainingSignups).values({
        trainingId: 33, userId: learner.user.id, status: 'confirmed', name: '=HYPERLINK("//x.cn","点")',
        phone: '13911112222', workUnit: '开封市中心医院,东院区', department: '+内科', jobTitle: '@医生', region: '410200',
      });
      const res = await api.call(`user/training/roster/33/csv`, { _t: '1' }, { cookie: staff.cookie, method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('text/csv; charset=utf-8');
      expect(String(res.headers['Content-Disposition'])).toMatch(/^attachment; filename=".*\.csv"; filename\*=UTF-8''.*%E5%AD%A6%E5%91%98%E5%90%8D%E5%8D%95\.csv$/);
      expect(res.headers['Cache-Control']).toBe('private, no-store');
      const body = res.body;
      expect(body.startsWith('\uFEFF序号,姓名,手机号,工作单位,科室,职务,地区,报名状态,报名时间,')).toBe(true);
      const lines = body.slice(1).split('\r\n');
      expect(lines.at(-1)).toBe('');
      const row = lines.find((l) => l.includes('HYPERLINK'))!;
      expect(row).toContain('"\'=HYPERLINK(""//x.cn"",""点"")"');
      expect(row).toContain('"开封市中心医院,东院区"');
      expect(row).toContain(",'+内科,'@医生,开封市,已确认,");
      expect(row).toContain('13911112222');
    });

    it('answers POST with 405 and refuses other scopes', async () => {
      expect((await api.call('user/training/roster/1/csv', {}, { cookie: centre })).status).toBe(405);
      const res = await api.call('user/training/roster/1/csv', {}, { cookie: await cookieOf('13800000002'), method: 'GET' });
      expect(res.envelope.code).toBe(Code.Forbidden);
    });
  });

  it('changes nothing on any of these calls', async () => {
    const before = await t.db.select({ n: count() }).from(trainingSignups).where(and(eq(trainingSignups.trainingId, 1)));
    await api.call('user/training/roster/1', {}, { cookie: centre });
    const after = await t.db.select({ n: count() }).from(trainingSignups).where(and(eq(trainingSignups.trainingId, 1)));
    expect(after).toEqual(before);
  });
});
