// The console's own endpoints (docs/product.md §10): admin/me, admin/staff/*, admin/audit/*, admin/dashboard,
// each with the roles allowed and refused, a guest, and bad input. Test users and roles are made here, not
// taken from the seed's demo staff (which exist too, so counts are compared before and after).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { StaffRole } from '@/contract/staff';
import { chinaDay } from '@/contract/time';
import type { ApiAdminMe, ApiAdminPage, ApiAdminStaffRow, ApiAuditOptions, ApiAuditRow, ApiDashboard } from '@/contract/wire/admin';
import { freshTestDb } from '@/tests/api/test-db';
import { auditLog, giftOrders, invoices, staffRoles, trainingSignups, users } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { writeAudit } from './audit';

const P = {
  admin: '13700090001',
  admin2: '13700090002',
  editor: '13700090003',
  registrar: '13700090004',
  finance: '13700090005',
  store: '13700090006',
  learner: '13700090007',
  target: '13700090008',
};

describe('console endpoints', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let ip = 0;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const as = (who: keyof typeof P | null) => ({ cookie: who ? cookies[who] : undefined, ip: `10.90.0.${(ip++ % 200) + 1}` });
  const rolesOf = async (userId: number) =>
    (await t.db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId))).map((r) => r.role).sort();
  const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;

  beforeAll(async () => {
    for (const [who, phone] of Object.entries(P)) {
      cookies[who] = (await api.login(phone, { ip: `10.91.0.${Object.keys(cookies).length + 1}` })).cookie;
      ids[who] = (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;
    }
    await t.db.update(users).set({ name: '测试管理员' }).where(eq(users.id, ids.admin));
    const grant = (who: string, role: StaffRole) => ({ userId: ids[who], role });
    await t.db.insert(staffRoles).values([
      grant('admin', 'admin'), grant('admin2', 'admin'), grant('editor', 'editor'), grant('registrar', 'registrar'),
      grant('finance', 'finance'), grant('store', 'store'),
    ]);
  }, 120_000);

  describe('admin/me', () => {
    it('answers any staff member with their name, phone and roles', async () => {
      const me = await api.call<ApiAdminMe>('admin/me', {}, as('admin'));
      expect(me.envelope).toMatchObject({ code: 0, data: { id: ids.admin, name: '测试管理员', phone: P.admin, roles: ['admin'] } });
      const store = await api.call<ApiAdminMe>('admin/me', {}, as('store'));
      expect(store.envelope.data.roles).toEqual(['store']);
    });

    it('refuses a learner (forbidden) and a guest (not logged in)', async () => {
      expect((await api.call('admin/me', {}, as('learner'))).envelope.code).toBe(Code.Forbidden);
      expect((await api.call('admin/me', {}, as(null))).envelope.code).toBe(Code.NotLoggedIn);
    });
  });

  describe('admin/staff/list', () => {
    it('lists people holding any role with their roles, filtered by role and by phone or name', async () => {
      const all = (await api.call<ApiAdminPage<ApiAdminStaffRow>>('admin/staff/list', { size: '100' }, as('admin'))).envelope;
      expect(all.code).toBe(0);
      const phones = all.data.list.map((r) => r.phone);
      for (const who of ['admin', 'admin2', 'editor', 'registrar', 'finance', 'store'] as const) expect(phones).toContain(P[who]);
      expect(phones).not.toContain(P.learner);
      expect(all.data.total).toBe(all.data.list.length);
      const editors = (await api.call<ApiAdminPage<ApiAdminStaffRow>>('admin/staff/list', { role: 'editor', q: '1370009' }, as('admin'))).envelope.data;
      expect(editors).toEqual({ total: 1, list: [expect.objectContaining({ userId: ids.editor, phone: P.editor, roles: ['editor'] })] });
      const byName = (await api.call<ApiAdminPage<ApiAdminStaffRow>>('admin/staff/list', { q: '测试管理' }, as('admin'))).envelope.data;
      expect(byName.list.map((r) => r.userId)).toEqual([ids.admin]);
      const paged = (await api.call<ApiAdminPage<ApiAdminStaffRow>>('admin/staff/list', { size: '2', page: '2' }, as('admin'))).envelope.data;
      expect(paged.list).toHaveLength(2);
      expect(paged.total).toBe(all.data.total);
    });

    it('refuses every role but admin, a learner and a guest', async () => {
      for (const who of ['editor', 'registrar', 'finance', 'store', 'learner'] as const) {
        expect((await api.call('admin/staff/list', {}, as(who))).envelope.code, who).toBe(Code.Forbidden);
      }
      expect((await api.call('admin/staff/list', {}, as(null))).envelope.code).toBe(Code.NotLoggedIn);
    });

    it('answers bad input with 4000 and a Chinese message', async () => {
      const bad = (await api.call('admin/staff/list', { role: 'boss' }, as('admin'))).envelope;
      expect(bad).toMatchObject({ code: Code.BadInput, codeMsg: expect.stringContaining('角色不正确') });
      expect((await api.call('admin/staff/list', { size: '500' }, as('admin'))).envelope.codeMsg).toContain('每页最多100条');
    });
  });

  describe('admin/staff/save', () => {
    it('grants and revokes roles, one audit row per change, in the same answer', async () => {
      const before = await auditCount();
      const granted = await api.call('admin/staff/save', { phone: P.target, roles: ['editor', 'store'] }, as('admin'));
      expect(granted.envelope).toMatchObject({ code: 0, data: { userId: ids.target, roles: ['editor', 'store'] } });
      expect(await rolesOf(ids.target)).toEqual(['editor', 'store']);
      const rows = await t.db.select().from(staffRoles).where(eq(staffRoles.userId, ids.target));
      expect(rows.every((r) => r.grantedBy === ids.admin)).toBe(true);

      const changed = await api.call('admin/staff/save', { phone: `+86 ${P.target}`, roles: ['store', 'finance'] }, as('admin'));
      expect(changed.envelope.data).toEqual({ userId: ids.target, roles: ['finance', 'store'] });
      const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.kind, 'staff'), eq(auditLog.itemId, String(ids.target)))).orderBy(auditLog.id);
      expect(await auditCount()).toBe(before + 4);
      expect(audit.map((a) => [a.action, (a.before as { roles: string[] }).roles, (a.after as { roles: string[] }).roles, a.staffId])).toEqual([
        ['grant', [], ['editor'], ids.admin],
        ['grant', ['editor'], ['editor', 'store'], ids.admin],
        ['grant', ['editor', 'store'], ['editor', 'finance', 'store'], ids.admin],
        ['revoke', ['editor', 'finance', 'store'], ['finance', 'store'], ids.admin],
      ]);

      // The person's next call already has the new roles: the server reads them on every call.
      expect((await api.call<ApiAdminMe>('admin/me', {}, as('target'))).envelope.data.roles).toEqual(['finance', 'store']);
      // No roles at all: they are a learner again, and the console refuses them.
      expect((await api.call('admin/staff/save', { phone: P.target }, as('admin'))).envelope.data).toEqual({ userId: ids.target, roles: [] });
      expect((await api.call('admin/me', {}, as('target'))).envelope.code).toBe(Code.Forbidden);
      expect(await auditCount()).toBe(before + 6);
    });

    it('changes nothing when the roles are the same', async () => {
      const before = await auditCount();
      expect((await api.call('admin/staff/save', { phone: P.editor, roles: ['editor'] }, as('admin'))).envelope.code).toBe(0);
      expect(await auditCount()).toBe(before);
    });

    it('will not let an administrator drop their own admin role (so the console keeps one)', async () => {
      const before = await auditCount();
      const self = await api.call('admin/staff/save', { phone: P.admin, roles: ['editor'] }, as('admin'));
      expect(self.envelope).toMatchObject({ code: AdminCode.StaffSelfAdmin, codeMsg: expect.stringContaining('不能取消您自己的系统管理员角色') });
      expect(await rolesOf(ids.admin)).toEqual(['admin']);
      // Another administrator may take it away (here from admin2, by admin).
      expect((await api.call('admin/staff/save', { phone: P.admin2, roles: [] }, as('admin'))).envelope.code).toBe(0);
      expect(await rolesOf(ids.admin2)).toEqual([]);
      expect((await api.call('admin/staff/list', {}, as('admin2'))).envelope.code).toBe(Code.Forbidden);
      // Put things back for the other tests.
      await t.db.insert(staffRoles).values({ userId: ids.admin2, role: 'admin' });
      expect(await auditCount()).toBe(before + 1);
    });

    it('refuses an unknown phone, a bad phone or role, other roles, a learner and a guest, changing nothing', async () => {
      const before = await auditCount();
      const unknown = await api.call('admin/staff/save', { phone: '13700099999', roles: ['editor'] }, as('admin'));
      expect(unknown.envelope).toMatchObject({ code: AdminCode.StaffNoAccount, codeMsg: expect.stringContaining('还没有账号') });
      const badPhone = await api.call('admin/staff/save', { phone: '12345', roles: ['editor'] }, as('admin'));
      expect(badPhone.envelope).toMatchObject({ code: Code.BadInput, codeMsg: expect.stringMatching(/^phone：.*手机号/) });
      const badRole = await api.call('admin/staff/save', { phone: P.learner, roles: ['root'] }, as('admin'));
      expect(badRole.envelope.code).toBe(Code.BadInput);
      expect(badRole.envelope.codeMsg).toContain('角色不正确');
      for (const who of ['editor', 'registrar', 'finance', 'store', 'learner'] as const) {
        expect((await api.call('admin/staff/save', { phone: P.learner, roles: ['admin'] }, as(who))).envelope.code, who).toBe(Code.Forbidden);
      }
      expect((await api.call('admin/staff/save', { phone: P.learner, roles: ['admin'] }, as(null))).envelope.code).toBe(Code.NotLoggedIn);
      expect(await rolesOf(ids.learner)).toEqual([]);
      expect(await auditCount()).toBe(before);
    });
  });

  describe('admin/audit/*', () => {
    const list = (form: Record<string, unknown>, who: keyof typeof P = 'admin') => api.call<ApiAdminPage<ApiAuditRow>>('admin/audit/list', form, as(who));

    beforeAll(async () => {
      // Two changes by the editor on a known day, as content endpoints write them.
      await writeAudit(t.db, { staffId: ids.editor, action: 'create', kind: 'article', itemId: 77, before: null, after: { title: '草稿' } });
      await writeAudit(t.db, { staffId: ids.editor, action: 'publish', kind: 'article', itemId: 77, before: { status: 'draft' }, after: { status: 'published' } });
      await t.db.update(auditLog).set({ createdAt: new Date('2026-03-05T10:00:00+08:00') }).where(and(eq(auditLog.itemId, '77'), eq(auditLog.action, 'create')));
    });

    it('lists the trail newest first with who, action, kind, id, time, before and after', async () => {
      const { envelope } = await list({ size: '5' });
      expect(envelope.code).toBe(0);
      expect(envelope.data.total).toBe(await auditCount());
      const times = envelope.data.list.map((r) => r.createdAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const published = (await list({ staffId: String(ids.editor), kind: 'article', action: 'publish' })).envelope.data;
      expect(published).toEqual({
        total: 1,
        list: [{
          id: expect.any(Number), staff: { id: ids.editor, name: expect.any(String) }, action: 'publish', kind: 'article', itemId: '77',
          createdAt: expect.any(Number), before: { status: 'draft' }, after: { status: 'published' },
        }],
      });
    });

    it('filters by China calendar days, both ends included', async () => {
      const day = (await list({ from: '2026-03-05', to: '2026-03-05', kind: 'article' })).envelope.data;
      expect(day.list.map((r) => [r.itemId, r.action])).toEqual([['77', 'create']]);
      expect((await list({ from: '2026-03-06', to: '2026-03-06', kind: 'article' })).envelope.data.total).toBe(0);
      const today = chinaDay();
      expect((await list({ from: today, staffId: String(ids.editor) })).envelope.data.list.map((r) => r.action)).toEqual(['publish']);
    });

    it('exports the filtered rows as CSV and offers the filters\' choices', async () => {
      const csv = await api.call('admin/audit/csv', { staffId: String(ids.editor), kind: 'article' }, { ...as('admin'), method: 'GET' });
      expect(csv.status).toBe(200);
      expect(csv.headers['Content-Type']).toContain('text/csv');
      const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('编号,时间,操作人,操作人编号,操作,类型,对象编号,修改前,修改后');
      expect(lines.slice(1).map((l) => l.split(',').slice(4, 7))).toEqual([['发布', '文章', '77'], ['新建', '文章', '77']]);
      const options = (await api.call<ApiAuditOptions>('admin/audit/options', {}, as('admin'))).envelope.data;
      expect(options.staff).toContainEqual({ id: ids.editor, name: expect.any(String) });
      expect(options.kinds).toContainEqual({ value: 'article', name: '文章' });
      expect(options.kinds).toContainEqual({ value: 'staff', name: '人员与权限' });
    });

    it('refuses other roles, a learner and a guest, and bad filters', async () => {
      for (const who of ['editor', 'registrar', 'finance', 'store', 'learner'] as const) {
        expect((await list({}, who)).envelope.code, who).toBe(Code.Forbidden);
        expect((await api.call('admin/audit/csv', {}, { ...as(who), method: 'GET' })).envelope.code, who).toBe(Code.Forbidden);
      }
      expect((await api.call('admin/audit/list', {}, as(null))).envelope.code).toBe(Code.NotLoggedIn);
      expect((await list({ from: '2026-02-30' })).envelope).toMatchObject({ code: Code.BadInput, codeMsg: expect.stringContaining('开始日期') });
      expect((await list({ action: 'erase' })).envelope.codeMsg).toContain('操作不正确');
      expect((await list({ staffId: 'abc' })).envelope.code).toBe(Code.BadInput);
    });

    it('has no endpoint that edits or deletes an audit row', async () => {
      const { apiRoutes } = await import('@/server/routes');
      expect(Object.keys(apiRoutes).filter((k) => k.startsWith('admin/audit/'))).toEqual(['admin/audit/list', 'admin/audit/options', 'admin/audit/csv']);
    });
  });

  describe('admin/dashboard', () => {
    const tiles = async (who: keyof typeof P) => {
      const { envelope } = await api.call<ApiDashboard>('admin/dashboard', {}, as(who));
      expect(envelope.code, who).toBe(0);
      return envelope.data;
    };

    it('shows each role the numbers of its own work, and admin all of them', async () => {
      expect((await tiles('registrar')).tiles.map((x) => x.key)).toEqual(['signups', 'enrolments', 'pendingSignups', 'applications', 'teacherApplications']);
      expect((await tiles('finance')).tiles.map((x) => x.key)).toEqual(['invoices', 'payments']);
      expect((await tiles('store')).tiles.map((x) => x.key)).toEqual(['giftOrders']);
      expect((await tiles('editor')).tiles.map((x) => x.key)).toEqual(['drafts']);
      expect((await tiles('admin')).tiles).toHaveLength(9);
      expect((await tiles('finance')).series).toBeNull();
      expect((await tiles('store')).lives).toBeNull();
      expect((await tiles('editor')).lives).toEqual(expect.any(Array));
    });

    it('counts the queues from the tables', async () => {
      const value = (d: ApiDashboard, key: string) => d.tiles.find((x) => x.key === key)?.value;
      const admin = await tiles('admin');
      const pendingInvoices = (await t.db.select({ n: count() }).from(invoices).where(eq(invoices.status, 'pending')))[0].n;
      const toShip = (await t.db.select({ n: count() }).from(giftOrders).where(and(eq(giftOrders.status, 'pending'), eq(giftOrders.giftKind, 'physical'))))[0].n;
      const pendingSignups = (await t.db.select({ n: count() }).from(trainingSignups).where(and(eq(trainingSignups.status, 'pending'), isNull(trainingSignups.reviewedAt))))[0].n;
      expect(value(admin, 'invoices')).toBe(pendingInvoices);
      expect(value(admin, 'giftOrders')).toBe(toShip);
      expect(value(admin, 'pendingSignups')).toBe(pendingSignups);
      // A new sign-up shows at once, today, in the tile and the chart.
      const [signup] = await t.db.select().from(trainingSignups).limit(1);
      await t.db.insert(trainingSignups).values({ ...signup, id: undefined, userId: ids.learner, createdAt: new Date() });
      const after = await tiles('registrar');
      expect(value(after, 'pendingSignups')).toBe(pendingSignups + (signup.status === 'pending' && !signup.reviewedAt ? 1 : 0));
      expect(value(after, 'signups')).toBe((value(admin, 'signups') ?? 0) + 1);
      expect(after.series).toHaveLength(30);
      expect(after.series!.at(-1)!.day).toBe(chinaDay());
      expect(after.series!.at(-1)!.signups).toBe((admin.series!.at(-1)!.signups) + 1);
      expect(after.series!.reduce((n, d) => n + d.signups, 0)).toBe(value(after, 'signups'));
    });

    it('refuses a learner and a guest', async () => {
      expect((await api.call('admin/dashboard', {}, as('learner'))).envelope.code).toBe(Code.Forbidden);
      expect((await api.call('admin/dashboard', {}, as(null))).envelope.code).toBe(Code.NotLoggedIn);
    });
  });
});
