// admin/apply/* and admin/teacher/* (registrar): the class-hosting and lecturer-certification queues. Every role
// allowed or refused with nothing changed, bad input, a decision told to the applicant in the same transaction
// as its audit row, a second or concurrent decision refused (4660) with nothing more changed, approval making a
// learner a lecturer, the attachment served to staff only, and the CSV export.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { addDays, chinaDay } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminApplicationRow, ApiAdminTeacherRow } from '@/contract/wire/admin-review';
import { messages } from '@/server/modules/message/schema';
import { users } from '@/server/modules/passport/schema';
import { trainingApplications } from '@/server/modules/user/apply/schema';
import { teacherApplications, teacherUploads } from '@/server/modules/user/teacher/schema';
import { auditRows, freshConsoleDb, type Who } from '../content-test-helpers';

describe('admin/apply/* and admin/teacher/*', () => {
  const { t, api, c } = freshConsoleDb('10.33.0');

  async function newApplication(userId: number, title = '基层慢病管理培训班') {
    const start = addDays(chinaDay(), 20);
    const [row] = await t.db.insert(trainingApplications).values({
      userId, title, organisation: '测试县人民医院', contactName: '联系人', contactPhone: '13911110000', region: '410100',
      startDate: start, endDate: addDays(start, 2), trainees: 50, plan: '围绕高血压和糖尿病的基层规范化管理开展为期三天的集中培训。',
    }).returning();
    return row;
  }
  async function newTeacherApplication(userId: number) {
    const id = `e${String(userId).padStart(31, '0')}`;
    await t.db.insert(teacherUploads).values({ id, userId, fileName: '资格证书.pdf', kind: 'pdf', sizeBytes: 1500, isDemo: true });
    const [row] = await t.db.insert(teacherApplications).values({
      userId, professionalTitle: 'attending', yearsOfPractice: 8, hospitalLevel: 'grade2', specialties: ['general'], attachmentId: id,
    }).returning();
    return row;
  }
  const messagesOf = (userId: number) => t.db.select().from(messages).where(eq(messages.userId, userId));
  const applicationOf = async (id: number) => (await t.db.select().from(trainingApplications).where(eq(trainingApplications.id, id)))[0];

  describe('admin/apply/list', () => {
    it('lists the pending applications newest first for the registrar and admin, filtered by name or phone and days', async () => {
      const row = await newApplication(c.ids.learner!, '查找用培训班');
      for (const who of ['registrar', 'admin'] as const) {
        const res = await c.call<ApiAdminPage<ApiAdminApplicationRow>>('admin/apply/list', { status: 'pending' }, who);
        expect(res.envelope.code, who).toBe(0);
        const list = res.envelope.data.list;
        expect(list.length).toBeGreaterThan(1);
        expect(list.every((r) => ['submitted', 'reviewing'].includes(r.status))).toBe(true);
        expect(list.map((r) => r.createdAt)).toEqual([...list.map((r) => r.createdAt)].sort((a, b) => b - a));
      }
      const byTitle = await c.call<ApiAdminPage<ApiAdminApplicationRow>>('admin/apply/list', { q: '查找用' }, 'registrar');
      expect(byTitle.envelope.data.list.map((r) => r.id)).toEqual([row.id]);
      expect(byTitle.envelope.data.list[0].region).toBe('郑州市');
      const byPhone = await c.call<ApiAdminPage<ApiAdminApplicationRow>>('admin/apply/list', { q: '13800000002', size: '50' }, 'registrar');
      expect(byPhone.envelope.data.total).toBeGreaterThan(0);
      expect(byPhone.envelope.data.list.every((r) => r.applicant.phone === '13800000002')).toBe(true);
      const tomorrow = addDays(chinaDay(), 1);
      expect((await c.call<ApiAdminPage<ApiAdminApplicationRow>>('admin/apply/list', { from: tomorrow }, 'registrar')).envelope.data.total).toBe(0);
    });

    it('refuses a learner, other staff roles and guests, and bad filters', async () => {
      for (const who of ['learner', 'editor', 'finance', 'store'] as Who[]) {
        expect((await c.call('admin/apply/list', {}, who)).envelope.code, who).toBe(Code.Forbidden);
      }
      expect((await c.call('admin/apply/list', {}, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
      for (const bad of [{ status: 'done' }, { page: '0' }, { size: '500' }, { from: '2025-02-30' }, { region: '../x' }]) {
        expect((await c.call('admin/apply/list', bad, 'registrar')).envelope.code, JSON.stringify(bad)).toBe(Code.BadInput);
      }
    });

    it('exports the filtered rows as CSV, with a typed formula defused', async () => {
      await newApplication(c.ids.learner!, '=HYPERLINK("x")班');
      const res = await api.call('admin/apply/csv', { q: 'HYPERLINK' }, { ...c.opts('registrar'), method: 'GET', origin: null });
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain("'=HYPERLINK");
      expect((await api.call('admin/apply/csv', {}, { ...c.opts('editor'), method: 'GET', origin: null })).envelope.code).toBe(Code.Forbidden);
    });
  });

  describe('admin/apply/decide/:id', () => {
    it('approves once: the applicant is told with a link, one audit row, and a second decision changes nothing', async () => {
      const row = await newApplication(c.ids.learner!);
      const first = await c.call(`admin/apply/decide/${row.id}`, { decision: 'approve', reason: '请提前报送名单' }, 'registrar');
      expect(first.envelope).toMatchObject({ code: 0, data: { id: row.id, status: 'approved' } });
      const again = await c.call(`admin/apply/decide/${row.id}`, { decision: 'reject', reason: '改主意' }, 'admin');
      expect(again.envelope.code).toBe(AdminCode.AlreadyDecided);
      expect(await applicationOf(row.id)).toMatchObject({ status: 'approved', reason: '请提前报送名单' });
      const told = (await messagesOf(c.ids.learner!)).filter((m) => m.title === '培训班申请已通过');
      expect(told).toHaveLength(1);
      expect(told[0].link).toBe('/user/apply');
      expect((await auditRows(t.db, 'application')).filter((a) => a.itemId === String(row.id))).toMatchObject([{ action: 'approve' }]);
    });

    it('rejects with the reason the learner then sees on /user/apply', async () => {
      const row = await newApplication(c.ids.learner!, '将被驳回的培训班');
      const res = await c.call(`admin/apply/decide/${row.id}`, { decision: 'reject', reason: '场地不符合要求' }, 'registrar');
      expect(res.envelope.code).toBe(0);
      const mine = await c.call<{ list: { id: number; status: string; reason: string }[] }>('user/apply/list', {}, 'learner');
      expect(mine.envelope.data.list.find((a) => a.id === row.id)).toMatchObject({ status: 'rejected', reason: '场地不符合要求' });
    });

    it('ends two decisions at once with exactly one', async () => {
      const row = await newApplication(c.ids.learner!);
      const before = (await messagesOf(c.ids.learner!)).length;
      const answers = await Promise.all([
        c.call(`admin/apply/decide/${row.id}`, { decision: 'approve' }, 'registrar'),
        c.call(`admin/apply/decide/${row.id}`, { decision: 'reject', reason: '同时处理' }, 'admin'),
      ]);
      expect(answers.map((a) => a.envelope.code).sort()).toEqual([0, AdminCode.AlreadyDecided].sort());
      expect((await messagesOf(c.ids.learner!)).length).toBe(before + 1);
      expect((await auditRows(t.db, 'application')).filter((a) => a.itemId === String(row.id))).toHaveLength(1);
    });

    it('refuses bad input, a missing id and the wrong people, changing nothing', async () => {
      const row = await newApplication(c.ids.learner!);
      const cases: Record<string, unknown>[] = [{ decision: 'reject' }, { decision: 'reject', reason: '  ' }, { decision: 'maybe' }, {}, { decision: 'approve', reason: '长'.repeat(201) }];
      for (const body of cases) {
        expect((await c.call(`admin/apply/decide/${row.id}`, body, 'registrar')).envelope.code, JSON.stringify(body)).toBe(Code.BadInput);
      }
      expect((await c.call('admin/apply/decide/abc', { decision: 'approve' }, 'registrar')).envelope.code).toBe(Code.BadInput);
      expect((await c.call('admin/apply/decide/999999', { decision: 'approve' }, 'registrar')).envelope.code).toBe(Code.NotFound);
      for (const who of ['learner', 'editor', 'finance', 'store'] as Who[]) {
        expect((await c.call(`admin/apply/decide/${row.id}`, { decision: 'approve' }, who)).envelope.code, who).toBe(Code.Forbidden);
      }
      expect((await c.call(`admin/apply/decide/${row.id}`, { decision: 'approve' }, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
      expect((await applicationOf(row.id)).status).toBe('submitted');
    });
  });

  describe('admin/teacher/*', () => {
    it('lists pending certifications with the attachment at a staff-only address', async () => {
      const [applicant] = await t.db.insert(users).values({ phone: '13912340001', name: '待认证医生' }).returning();
      const row = await newTeacherApplication(applicant.id);
      const res = await c.call<ApiAdminPage<ApiAdminTeacherRow>>('admin/teacher/list', { status: 'pending', q: '待认证' }, 'registrar');
      expect(res.envelope.data.list.map((r) => r.id)).toEqual([row.id]);
      const found = res.envelope.data.list[0];
      expect(found).toMatchObject({ professionalTitle: '主治医师', scope: 0, applicant: { phone: '13912340001' } });
      expect(found.attachment.url).toBe(`/api/med/admin/teacher/file/${row.id}`);
      const file = await api.call(`admin/teacher/file/${row.id}`, {}, { ...c.opts('registrar'), method: 'GET', origin: null });
      expect(file.status).toBe(200);
      expect(file.headers['Content-Type']).toBe('application/pdf');
      for (const who of ['learner', 'editor'] as Who[]) {
        expect((await api.call(`admin/teacher/file/${row.id}`, {}, { ...c.opts(who), method: 'GET', origin: null })).envelope.code).toBe(Code.Forbidden);
      }
    });

    it('approval makes a learner a lecturer at once; a second or concurrent decision is refused', async () => {
      const [applicant] = await t.db.insert(users).values({ phone: '13912340002', name: '新讲师' }).returning();
      const row = await newTeacherApplication(applicant.id);
      const answers = await Promise.all([
        c.call(`admin/teacher/decide/${row.id}`, { decision: 'approve' }, 'registrar'),
        c.call(`admin/teacher/decide/${row.id}`, { decision: 'approve' }, 'admin'),
      ]);
      expect(answers.map((a) => a.envelope.code).sort()).toEqual([0, AdminCode.AlreadyDecided].sort());
      const [after] = await t.db.select().from(users).where(eq(users.id, applicant.id));
      expect(after.scope).toBe(1);
      const told = await messagesOf(applicant.id);
      expect(told.map((m) => m.title)).toEqual(['讲师认证已通过']);
      expect(told[0].link).toBe('/user/teacher');
      expect((await auditRows(t.db, 'teacher-application')).filter((a) => a.itemId === String(row.id))).toHaveLength(1);
    });

    it('rejection keeps the scope and needs a reason; the wrong people are refused', async () => {
      const [applicant] = await t.db.insert(users).values({ phone: '13912340003', name: '未通过医生' }).returning();
      const row = await newTeacherApplication(applicant.id);
      expect((await c.call(`admin/teacher/decide/${row.id}`, { decision: 'reject' }, 'registrar')).envelope.code).toBe(Code.BadInput);
      for (const who of ['learner', 'store'] as Who[]) {
        expect((await c.call(`admin/teacher/decide/${row.id}`, { decision: 'approve' }, who)).envelope.code).toBe(Code.Forbidden);
      }
      expect((await c.call(`admin/teacher/decide/${row.id}`, { decision: 'reject', reason: '材料不全' }, 'registrar')).envelope.code).toBe(0);
      const [after] = await t.db.select().from(teacherApplications).where(and(eq(teacherApplications.id, row.id)));
      expect(after).toMatchObject({ status: 'rejected', reason: '材料不全' });
      expect((await t.db.select().from(users).where(eq(users.id, applicant.id)))[0].scope).toBe(0);
    });
  });
});
