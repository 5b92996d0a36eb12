// admin/user/*: the administrator's people pages. Every role but admin refused (4003, guests 1001) with
// nothing changed; the list finds people by phone or name; the detail holds what the academy holds; a scope
// change reaches the person on their next request; disabling ends their session at once (1001), refuses a
// new login (1002) and is one decision even when two administrators click at once.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import type { ApiUserInfo } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { ADMIN_USER_RECORD_KINDS, ADMIN_USER_RECORDS_PAGE, type ApiAdminUserDetail, type ApiAdminUserRecords, type ApiAdminUserRow } from '@/contract/wire/admin-people';
import { staffRoles } from '@/server/modules/admin/schema';
import { options } from '@/server/modules/common/schema';
import { messages } from '@/server/modules/message/schema';
import { sessions, smsCodes, users } from '@/server/modules/passport/schema';
import { pointsLedger } from '@/server/modules/points/schema';
import { trainingSignups } from '@/server/modules/training/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { auditCount, auditRows, expectRefused, freshConsoleDb } from '../content-test-helpers';

describe('admin/user/*', () => {
  const { t, api, c } = freshConsoleDb('10.41.9');
  let ip = 0;
  const from = () => `10.41.${Math.floor(++ip / 200)}.${(ip % 200) + 1}`;

  const account = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const auth = async (cookie: string) => (await api.call<ApiUserInfo>('home/auth', {}, { cookie, origin: null, ip: from() })).envelope;


  it('refuses every role but admin (4003) and guests (1001) on every endpoint, changing nothing', async () => {
    const target = await userWithCookie(t.db, { name: '权限测试学员' });
    const before = { user: await account(target.user.id), audit: await auditCount(t.db) };
    const calls: [string, Record<string, unknown>][] = [
      ['admin/user/list', {}],
      [`admin/user/get/${target.user.id}`, {}],
      [`admin/user/records/${target.user.id}`, { kind: 'signups' }],
      [`admin/user/scope/${target.user.id}`, { scope: '1' }],
      [`admin/user/disable/${target.user.id}`, {}],
      [`admin/user/enable/${target.user.id}`, {}],
    ];
    await expectRefused(c, calls, ['editor', 'registrar', 'finance', 'store', 'learner', 'guest']);
    expect(await account(target.user.id)).toEqual(before.user);
    expect(await auditCount(t.db)).toBe(before.audit);
    expect((await auth(target.cookie)).data.login).toBe(true);
  });

  it('finds people by a piece of the phone or the name, newest first, with their roles', async () => {
    const a = await userWithCookie(t.db, { phone: '13877770001', name: '查找甲' });
    await t.db.insert(staffRoles).values({ userId: a.user.id, role: 'store' });
    const byPhone = (await c.call<ApiAdminPage<ApiAdminUserRow>>('admin/user/list', { q: '7770001' }, 'admin')).envelope.data;
    expect(byPhone.total).toBe(1);
    expect(byPhone.list[0]).toMatchObject({ id: a.user.id, name: '查找甲', roles: ['store'], disabledAt: null });
    const byName = (await c.call<ApiAdminPage<ApiAdminUserRow>>('admin/user/list', { q: '查找' }, 'admin')).envelope.data;
    expect(byName.list.map((r) => r.id)).toEqual([a.user.id]);
    const staffOnly = (await c.call<ApiAdminPage<ApiAdminUserRow>>('admin/user/list', { staff: '1', size: '100' }, 'admin')).envelope.data;
    expect(staffOnly.list.every((r) => r.roles.length > 0)).toBe(true);
    const all = (await c.call<ApiAdminPage<ApiAdminUserRow>>('admin/user/list', { size: '5' }, 'admin')).envelope.data;
    expect(all.list).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
  });

  it('answers 4000 with the field named for a wrong scope, status, page or id', async () => {
    const target = await userWithCookie(t.db);
    for (const [path, form, field] of [
      [`admin/user/scope/${target.user.id}`, { scope: '7' }, 'scope'],
      [`admin/user/scope/${target.user.id}`, {}, 'scope'],
      ['admin/user/list', { status: 'gone' }, 'status'],
      ['admin/user/list', { size: '1000' }, 'size'],
    ] as const) {
      const { envelope } = await c.call(path, form, 'admin');
      expect(envelope.code, `${path} ${JSON.stringify(form)}`).toBe(Code.BadInput);
      expect(envelope.fields).toHaveProperty(field);
    }
    expect((await c.call('admin/user/get/0', {}, 'admin')).envelope.code).toBe(Code.BadInput);
    expect((await c.call('admin/user/get/99999999', {}, 'admin')).envelope.code).toBe(Code.NotFound);
    expect((await account(target.user.id)).scope).toBe(0);
  });

  it('shows a demo learner with sign-ups, enrolments, certificates, points and orders', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.phone, '13800000000'));
    const { envelope } = await c.call<ApiAdminUserDetail>(`admin/user/get/${demo.id}`, {}, 'admin');
    expect(envelope.code).toBe(0);
    const d = envelope.data;
    expect(d).toMatchObject({ id: demo.id, phone: demo.phone, points: demo.points, scope: demo.scope });
    for (const key of ADMIN_USER_RECORD_KINDS) {
      expect(d[key].list.length, key).toBeGreaterThan(0);
      expect(d[key].total, key).toBeGreaterThanOrEqual(d[key].list.length);
    }
    expect(d.pointsHistory.list[0].balanceAfter).toBe(demo.points);
    // Dictionary values by their names, as the learner's own profile shows them.
    const [title] = await t.db.select().from(options).where(and(eq(options.name, 'professionalTitle'), eq(options.value, demo.professionalTitle)));
    expect(d.professionalTitleName).toBe(title.label);
  });

  it('reaches every row of a long list: the first page with the count on the detail, the rest a page at a time', async () => {
    const target = await userWithCookie(t.db, { name: '积分很多的学员' });
    const start = Date.UTC(2025, 0, 1);
    // 57 rows, three to a second, so that equal times must keep one order across pages.
    const inserted = await t.db.insert(pointsLedger).values(Array.from({ length: 57 }, (_, i) => ({
      userId: target.user.id, delta: 10, balanceAfter: 10 * (i + 1), rule: 'surveyAnswered', refKey: `demand:${i + 1}`,
      note: `第${i + 1}次`, createdAt: new Date(start + Math.floor(i / 3) * 1000),
    }))).returning();
    const newestFirst = inserted.map((r) => r.id).reverse();

    const detail = (await c.call<ApiAdminUserDetail>(`admin/user/get/${target.user.id}`, {}, 'admin')).envelope.data;
    expect(detail.pointsHistory.total).toBe(57);
    expect(detail.pointsHistory.list.map((r) => r.id)).toEqual(newestFirst.slice(0, ADMIN_USER_RECORDS_PAGE));
    expect(detail.signups).toEqual({ total: 0, list: [] });

    type Page = { total: number; list: ApiAdminUserRecords['pointsHistory'][] };
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const form = { kind: 'pointsHistory', page: String(page), size: '20' };
      const { envelope } = await c.call<Page>(`admin/user/records/${target.user.id}`, form, 'admin');
      expect(envelope.code).toBe(0);
      expect(envelope.data.total).toBe(57);
      seen.push(...envelope.data.list.map((r) => r.id));
    }
    expect(seen).toEqual(newestFirst);
    const all = (await c.call<Page>(`admin/user/records/${target.user.id}`, { kind: 'pointsHistory', size: '100' }, 'admin')).envelope.data;
    expect(all.list.map((r) => r.id)).toEqual(newestFirst);
    expect(all.list[0]).toMatchObject({ label: '参与培训需求调查', note: '第57次', balanceAfter: 570 });
    // Past the last page: an empty page, as every console list answers.
    const past = (await c.call<Page>(`admin/user/records/${target.user.id}`, { kind: 'pointsHistory', page: '4', size: '20' }, 'admin')).envelope.data;
    expect(past).toEqual({ total: 57, list: [] });
  });

  it("names a pending sign-up's stage: waiting for the review or for the fee", async () => {
    const target = await userWithCookie(t.db, { name: '报名待定学员' });
    const person = { name: '报名待定学员', phone: '13911114444', workUnit: '开封市人民医院', department: '内科', jobTitle: '医生', region: '410200' };
    await t.db.insert(trainingSignups).values([
      { trainingId: 30, userId: target.user.id, status: 'pending', feeFen: 20000, ...person, createdAt: new Date(Date.UTC(2025, 0, 1)) },
      { trainingId: 31, userId: target.user.id, status: 'pending', feeFen: 20000, reviewedAt: new Date(), ...person, createdAt: new Date(Date.UTC(2025, 0, 2)) },
    ]);
    type Page = { total: number; list: ApiAdminUserRecords['signups'][] };
    const { envelope } = await c.call<Page>(`admin/user/records/${target.user.id}`, { kind: 'signups' }, 'admin');
    expect(envelope.data.list.map((r) => [r.trainingId, r.status, r.stage])).toEqual([[31, 'pending', 'unpaid'], [30, 'pending', 'review']]);
  });

  it('refuses a wrong kind or page of a list with the field named (4000), and an unknown person (404)', async () => {
    const target = await userWithCookie(t.db);
    for (const [form, field] of [
      [{}, 'kind'],
      [{ kind: 'passwords' }, 'kind'],
      [{ kind: 'orders', page: '0' }, 'page'],
      [{ kind: 'orders', size: '101' }, 'size'],
    ] as const) {
      const { envelope } = await c.call(`admin/user/records/${target.user.id}`, form, 'admin');
      expect(envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      expect(envelope.fields).toHaveProperty(field);
    }
    expect((await c.call('admin/user/records/99999999', { kind: 'orders' }, 'admin')).envelope.code).toBe(Code.NotFound);
  });

  it('changes a scope the person sees on their next request, told by a message, with one audit row', async () => {
    const target = await userWithCookie(t.db, { name: '身份变更学员' });
    expect((await auth(target.cookie)).data.scope).toBe(0);
    const { envelope } = await c.call(`admin/user/scope/${target.user.id}`, { scope: '1' }, 'admin');
    expect(envelope).toMatchObject({ code: 0, data: { id: target.user.id, scope: 1 } });
    expect((await auth(target.cookie)).data.scope).toBe(1);
    const mine = await t.db.select().from(messages).where(eq(messages.userId, target.user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: '您的账号身份已变更为“讲师”', link: '/user' });
    const rows = (await auditRows(t.db, 'user')).filter((r) => r.itemId === String(target.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'change-scope', before: { scope: 0 }, after: { scope: 1 } });
    // The same scope again changes nothing and writes nothing.
    await c.call(`admin/user/scope/${target.user.id}`, { scope: '1' }, 'admin');
    expect((await auditRows(t.db, 'user')).filter((r) => r.itemId === String(target.user.id))).toHaveLength(1);
  });

  it("ends a disabled person's session at once (1001), refuses their login (1002), and lets them back in once enabled", async () => {
    const phone = '13877770002';
    const target = await userWithCookie(t.db, { phone, name: '停用学员' });
    expect((await api.call('user/message/noRead', {}, { cookie: target.cookie, ip: from() })).envelope.code).toBe(0);
    const { envelope } = await c.call(`admin/user/disable/${target.user.id}`, { reason: '冒用他人手机号' }, 'admin');
    expect(envelope).toMatchObject({ code: 0, data: { id: target.user.id, disabled: true } });
    expect((await api.call('user/message/noRead', {}, { cookie: target.cookie, ip: from() })).envelope.code).toBe(Code.NotLoggedIn);
    expect((await auth(target.cookie)).data.login).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    const { code } = await api.requestCode(phone, { ip: from() });
    const login = await api.call('passport/phone', { phone, code }, { ip: from() });
    expect(login.envelope.code).toBe(Code.AccountDisabled);
    expect(login.setCookies.med_sid).toBeUndefined();
    const listed = (await c.call<ApiAdminPage<ApiAdminUserRow>>('admin/user/list', { q: phone, status: 'disabled' }, 'admin')).envelope.data;
    expect(listed.list.map((r) => r.id)).toEqual([target.user.id]);
    const [row] = (await auditRows(t.db, 'user')).filter((r) => r.itemId === String(target.user.id));
    expect(row).toMatchObject({ action: 'disable', before: { disabled: false }, after: { disabled: true, reason: '冒用他人手机号' } });

    expect((await c.call(`admin/user/enable/${target.user.id}`, {}, 'admin')).envelope.code).toBe(0);
    await t.db.delete(smsCodes).where(eq(smsCodes.phone, phone)); // one code per minute per phone: let the next one go
    const back = await api.login(phone, { ip: from() });
    expect((await auth(back.cookie)).data.login).toBe(true);
  });

  it('refuses a second disable (4654, nothing written twice) and an administrator disabling themselves (4653)', async () => {
    const target = await userWithCookie(t.db);
    expect((await c.call(`admin/user/disable/${target.user.id}`, {}, 'admin')).envelope.code).toBe(0);
    const first = await account(target.user.id);
    const audit = await auditCount(t.db);
    expect((await c.call(`admin/user/disable/${target.user.id}`, {}, 'admin')).envelope.code).toBe(AdminCode.UserStateUnchanged);
    expect(await account(target.user.id)).toEqual(first);
    expect(await auditCount(t.db)).toBe(audit);
    expect((await c.call(`admin/user/disable/${c.ids.admin}`, {}, 'admin')).envelope.code).toBe(AdminCode.UserSelfDisable);
    expect((await account(c.ids.admin!)).disabledAt).toBeNull();
    const fresh = await userWithCookie(t.db);
    expect((await c.call(`admin/user/enable/${fresh.user.id}`, {}, 'admin')).envelope.code).toBe(AdminCode.UserStateUnchanged);
  });

  it('ends two simultaneous disables of one account with one decision', async () => {
    const target = await userWithCookie(t.db);
    const audit = await auditCount(t.db);
    const results = await Promise.all([1, 2].map(() => c.call(`admin/user/disable/${target.user.id}`, {}, 'admin')));
    expect(results.map((r) => r.envelope.code).sort()).toEqual([0, AdminCode.UserStateUnchanged]);
    expect(await auditCount(t.db)).toBe(audit + 1);
  });
});
