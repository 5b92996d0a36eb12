import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminInvoiceRow } from '@/contract/wire/admin-store';
import type { ApiInvoice, ApiInvoiceList } from '@/contract/wire/invoice';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { messages } from '@/server/modules/message/schema';
import { invoiceItems, invoices } from '@/server/modules/user/invoice/schema';
import { makeStaff, makeStaffSet, trailCounts, type Person } from '../store-test-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('admin/invoice/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const people = {} as Record<'finance' | 'admin' | 'store' | 'editor' | 'learner', Person>;
  let courseSeq = 0;

  const call = <T>(path: string, form: Record<string, unknown>, who: Person | null) =>
    api.call<T>(path, form, { cookie: who?.cookie });

  /** A learner with a paid course and a pending invoice request for it, made through the learner's own API. */
  async function pendingRequest(title = '测试医院'): Promise<{ learner: Person; invoice: ApiInvoice }> {
    const learner = await makeStaff(t.db, null, '1771');
    const paid = await t.db.select({ id: courses.id, priceFen: courses.priceFen }).from(courses);
    const course = paid.filter((c) => c.priceFen > 0)[courseSeq++ % 3];
    const [enrolment] = await t.db
      .insert(courseEnrolments)
      .values({ courseId: course.id, userId: learner.id, feeFen: course.priceFen, paidAt: new Date() })
      .returning({ id: courseEnrolments.id });
    const saved = await call<ApiInvoice>('user/invoice/save', {
      titleType: 'personal', kind: 'normal', title, taxNumber: '', address: '', bank: '', email: 'a@example.cn',
      items: [`course-${enrolment.id}`],
    }, learner);
    expect(saved.envelope.codeMsg).toBe('成功');
    return { learner, invoice: saved.envelope.data };
  }
  const statusOf = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
  const mine = async (learner: Person) => (await call<ApiInvoiceList>('user/invoice/list', {}, learner)).envelope.data;

  it('sets up staff of each role', async () => {
    Object.assign(people, await makeStaffSet(t.db, ['finance', 'admin', 'store', 'editor'], '1772'));
  });

  describe('list and csv', () => {
    it('lists the seeded pending requests for finance with the learner, newest first', async () => {
      const res = await call<ApiAdminPage<ApiAdminInvoiceRow>>('admin/invoice/list', { status: 'pending' }, people.finance);
      expect(res.envelope.code).toBe(0);
      const { list, total } = res.envelope.data;
      expect(total).toBeGreaterThanOrEqual(2);
      expect(list.every((r) => r.status === 'pending')).toBe(true);
      expect(list.map((r) => r.learner.phone)).toEqual(expect.arrayContaining(['13800000001', '13800000003']));
      expect(list[0].items.length).toBeGreaterThan(0);
      const times = list.map((r) => r.createdAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const byPhone = await call<ApiAdminPage<ApiAdminInvoiceRow>>('admin/invoice/list', { q: '13800000003' }, people.admin);
      expect(byPhone.envelope.data.list.every((r) => r.learner.phone === '13800000003')).toBe(true);
      expect(byPhone.envelope.data.total).toBeGreaterThan(0);
    });

    it.each([
      [{ status: 'paid' }, 'status'],
      [{ size: '101' }, 'size'],
      [{ from: '2026-13-01' }, 'from'],
      [{ q: 'x'.repeat(51) }, 'q'],
    ])('refuses bad filters %j with 4000 naming the field', async (form, field) => {
      const res = await call('admin/invoice/list', form, people.finance);
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(Object.keys(res.envelope.fields ?? {})).toContain(field);
    });

    it('exports the filtered requests as CSV with typed text guarded against formulas', async () => {
      await pendingRequest('=HYPERLINK("http://evil.example")');
      const res = await api.call('admin/invoice/csv', { status: 'pending' }, { method: 'GET', cookie: people.finance.cookie });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toContain('text/csv');
      expect(res.body).toContain('申请时间');
      expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(res.body).not.toContain('已开具');
    });
  });

  describe('roles', () => {
    it.each([
      ['admin/invoice/list', {}],
      ['admin/invoice/issue/1', {}],
      ['admin/invoice/reject/1', { reason: '不符' }],
      ['admin/invoice/reverse/1', { reason: '错开' }],
    ])('%s: a learner, store and editor get 4003 and a guest 1001, nothing changes', async (path, form) => {
      const { invoice } = await pendingRequest();
      const real = path.replace('/1', `/${invoice.id}`);
      const before = await trailCounts(t.db);
      for (const who of [people.learner, people.store, people.editor]) {
        expect((await call(real, form, who)).envelope.code).toBe(Code.Forbidden);
      }
      expect((await call(real, form, null)).envelope.code).toBe(Code.NotLoggedIn);
      expect((await statusOf(invoice.id)).status).toBe('pending');
      expect(await trailCounts(t.db)).toEqual(before);
    });

    it('lets an administrator decide too', async () => {
      const { invoice } = await pendingRequest();
      expect((await call(`admin/invoice/reject/${invoice.id}`, { reason: '抬头有误' }, people.admin)).envelope.code).toBe(0);
    });
  });

  describe('issue', () => {
    it('issues with a generated number and PDF, one audit row and one message; the learner downloads it', async () => {
      const { learner, invoice } = await pendingRequest();
      const before = await trailCounts(t.db, learner.id);
      const res = await call<{ number: string }>(`admin/invoice/issue/${invoice.id}`, {}, people.finance);
      expect(res.envelope).toMatchObject({ code: 0, data: { status: 'issued' } });
      expect(await trailCounts(t.db, learner.id)).toEqual({ audit: before.audit + 1, sent: before.sent + 1 });
      const [msg] = await t.db.select().from(messages).where(and(eq(messages.userId, learner.id), eq(messages.title, '发票已开具')));
      expect(msg.link).toBe(`/user/invoice#invoice-${invoice.id}`);
      const shown = (await mine(learner)).list[0];
      expect(shown).toMatchObject({ status: 'issued', number: res.envelope.data.number });
      const pdf = await api.call(`user/invoice/pdf/${invoice.id}`, {}, { method: 'GET', cookie: learner.cookie });
      expect(pdf.headers['Content-Type']).toBe('application/pdf');
      const staffPdf = await api.call(`admin/invoice/pdf/${invoice.id}`, {}, { method: 'GET', cookie: people.finance.cookie });
      expect(staffPdf.headers['Content-Type']).toBe('application/pdf');
      expect((await api.call(`admin/invoice/pdf/${invoice.id}`, {}, { method: 'GET', cookie: people.store.cookie })).envelope.code).toBe(Code.Forbidden);
    });

    it('refuses a second decision with 4660 and changes nothing', async () => {
      const { learner, invoice } = await pendingRequest();
      expect((await call(`admin/invoice/issue/${invoice.id}`, {}, people.finance)).envelope.code).toBe(0);
      const issued = await statusOf(invoice.id);
      const before = await trailCounts(t.db, learner.id);
      expect((await call(`admin/invoice/issue/${invoice.id}`, { number: '12345678' }, people.finance)).envelope.code).toBe(AdminCode.AlreadyDecided);
      expect((await call(`admin/invoice/reject/${invoice.id}`, { reason: '重复' }, people.finance)).envelope.code).toBe(AdminCode.AlreadyDecided);
      expect(await statusOf(invoice.id)).toEqual(issued);
      expect(await trailCounts(t.db, learner.id)).toEqual(before);
    });

    it('ends two concurrent decisions with exactly one', async () => {
      const { learner, invoice } = await pendingRequest();
      const [a, b] = await Promise.all([
        call(`admin/invoice/issue/${invoice.id}`, {}, people.finance),
        call(`admin/invoice/reject/${invoice.id}`, { reason: '并发' }, people.admin),
      ]);
      const codes = [a.envelope.code, b.envelope.code].sort();
      expect(codes).toEqual([0, AdminCode.AlreadyDecided].sort());
      const sent = await t.db.select().from(messages).where(eq(messages.userId, learner.id));
      expect(sent.filter((m) => m.title.startsWith('发票'))).toHaveLength(1);
    });

    it('refuses a bad typed number and an unknown id', async () => {
      const { invoice } = await pendingRequest();
      const bad = await call(`admin/invoice/issue/${invoice.id}`, { number: '12ab' }, people.finance);
      expect(bad.envelope.code).toBe(Code.BadInput);
      expect(bad.envelope.fields).toHaveProperty('number');
      expect((await call('admin/invoice/issue/999999', {}, people.finance)).envelope.code).toBe(Code.NotFound);
      expect((await statusOf(invoice.id)).status).toBe('pending');
    });

    it('issues with an uploaded PDF of one issued elsewhere, checked by its bytes, and serves that file', async () => {
      const { learner, invoice } = await pendingRequest();
      const text = await uploadRaw(api, `admin/invoice/issue-upload/${invoice.id}`, { number: '25412000000000012345' }, Buffer.from('not a pdf at all'), { cookie: people.finance.cookie });
      expect(text.envelope.code).toBe(Code.FileTypeRejected);
      const noNumber = await uploadRaw(api, `admin/invoice/issue-upload/${invoice.id}`, {}, PDF, { cookie: people.finance.cookie });
      expect(noNumber.envelope.code).toBe(Code.BadInput);
      expect((await statusOf(invoice.id)).status).toBe('pending');
      const ok = await uploadRaw(api, `admin/invoice/issue-upload/${invoice.id}`, { number: '25412000000000012345' }, PDF, { cookie: people.finance.cookie });
      expect(ok.envelope).toMatchObject({ code: 0, data: { number: '25412000000000012345' } });
      const pdf = await api.call(`user/invoice/pdf/${invoice.id}`, {}, { method: 'GET', cookie: learner.cookie });
      expect(await downloadedBytes(pdf)).toEqual(PDF);
      const listed = (await call<ApiAdminPage<ApiAdminInvoiceRow>>('admin/invoice/list', { q: learner.phone }, people.finance)).envelope.data.list[0];
      expect(listed).toMatchObject({ uploaded: true, number: '25412000000000012345' });
      // A number in use cannot be given to another invoice.
      const other = await pendingRequest();
      const clash = await call(`admin/invoice/issue/${other.invoice.id}`, { number: '25412000000000012345' }, people.finance);
      expect(clash.envelope.code).toBe(Code.Conflict);
    });
  });

  describe('reject', () => {
    it('needs a reason (4000), then tells the learner, who may correct and resubmit', async () => {
      const { learner, invoice } = await pendingRequest();
      const none = await call(`admin/invoice/reject/${invoice.id}`, { reason: '  ' }, people.finance);
      expect(none.envelope.code).toBe(Code.BadInput);
      expect(none.envelope.fields).toHaveProperty('reason');
      expect((await call(`admin/invoice/reject/${invoice.id}`, { reason: '抬头与单位全称不一致' }, people.finance)).envelope.code).toBe(0);
      expect((await mine(learner)).list[0]).toMatchObject({ status: 'rejected', rejectReason: '抬头与单位全称不一致', canEdit: true });
      const [msg] = await t.db.select().from(messages).where(and(eq(messages.userId, learner.id), eq(messages.title, '发票申请被驳回')));
      expect(msg.body).toContain('抬头与单位全称不一致');
    });
  });

  describe('reverse', () => {
    it('reverses only an issued invoice, once; the learner sees it reversed and may apply again for its items', async () => {
      const { learner, invoice } = await pendingRequest();
      const early = await call(`admin/invoice/reverse/${invoice.id}`, { reason: '开错' }, people.finance);
      expect(early.envelope.code).toBe(Code.Conflict);
      await call(`admin/invoice/issue/${invoice.id}`, {}, people.finance);
      expect((await mine(learner)).available).toHaveLength(0);
      expect((await call(`admin/invoice/reverse/${invoice.id}`, {}, people.finance)).envelope.code).toBe(Code.BadInput);
      const before = await trailCounts(t.db, learner.id);
      expect((await call(`admin/invoice/reverse/${invoice.id}`, { reason: '购买方信息有误' }, people.finance)).envelope.code).toBe(0);
      expect(await trailCounts(t.db, learner.id)).toEqual({ audit: before.audit + 1, sent: before.sent + 1 });
      expect((await call(`admin/invoice/reverse/${invoice.id}`, { reason: '再来' }, people.finance)).envelope.code).toBe(AdminCode.AlreadyDecided);
      const list = await mine(learner);
      expect(list.list[0]).toMatchObject({ status: 'reversed', reverseReason: '购买方信息有误', pdfUrl: null, canEdit: false });
      expect((await api.call(`user/invoice/pdf/${invoice.id}`, {}, { method: 'GET', cookie: learner.cookie })).envelope.code).toBe(Code.NotFound);
      // Its item is free again: a new request for it is taken, and the reversed invoice keeps its items.
      expect(list.available.map((i) => i.key)).toEqual(invoice.items.map((i) => i.key));
      const again = await call<ApiInvoice>('user/invoice/save', {
        titleType: 'personal', kind: 'normal', title: '测试医院', taxNumber: '', address: '', bank: '', email: 'a@example.cn',
        items: invoice.items.map((i) => i.key),
      }, learner);
      expect(again.envelope.code).toBe(0);
      expect(await t.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id))).toHaveLength(1);
    });
  });
});
