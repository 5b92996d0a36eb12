import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gt } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiInvoice, ApiInvoiceList, ApiInvoiceOptions } from '@/contract/wire/invoice';
import { withTransaction } from '@/server/db/client';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { courseEnrolments, courses, invoiceItems, invoices, invoiceTitles, messages, trainingSignups, users } from '@/server/db/schema';
import { readPdf } from '@/tests/pdf-reader';
import { issueInvoice, rejectInvoice } from './decide';
import { captureLogs } from '@/tests/api/logs';

// Seed facts (server/seed/invoices.ts): 13800000000 has an issued and a rejected invoice (two paid
// training sign-ups) and paid course 5 still to invoice; paid courses used below: 1 (¥99), 2 (¥29), 4 (¥29).
const DEMO = '13800000000';
const ORG = { titleType: 'organisation', title: '郑州市金水区人民医院', taxNumber: '91350100M000100Y43', email: 'caiwu@example.cn' };
const PERSON = { titleType: 'personal', title: '王小明', email: 'wxm@example.cn' };

describe('user/invoice/*', () => {
  const { t, api, cookies } = freshLoggedInApi({
    demo: [DEMO, '10.47.0.1'],
    alice: ['13700047001', '10.47.0.2'],
    bob: ['13700047002', '10.47.0.3'],
  });
  let aliceId: number;
  /** login() below counts client addresses on from the three logged in above (10.47.0.1 to .3). */
  let ip = 3;

  const login = async (phone: string) => (await api.login(phone, { ip: `10.47.0.${++ip}` })).cookie;
  const userId = async (phone: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;

  /** Enrols through the API, then the academy records the payment (or not). */
  async function enrol(cookie: string, courseId: number, paid = true): Promise<string> {
    expect((await api.call(`course/enrol/${courseId}`, {}, { cookie })).envelope.code).toBe(0);
    const uid = owners.get(cookie)!;
    const [row] = await t.db
      .update(courseEnrolments)
      .set({ paidAt: paid ? new Date() : null })
      .where(and(eq(courseEnrolments.userId, uid), eq(courseEnrolments.courseId, courseId)))
      .returning({ id: courseEnrolments.id, feeFen: courseEnrolments.feeFen });
    return `course-${row.id}`;
  }
  const owners = new Map<string, number>();

  const stored = async (uid: number) => ({
    invoices: (await t.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, uid)))[0].n,
    items: (await t.db.select({ n: count() }).from(invoiceItems).innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
      .where(eq(invoices.userId, uid)))[0].n,
    titles: (await t.db.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, uid)))[0].n,
  });
  const list = async (cookie: string) => (await api.call<ApiInvoiceList>('user/invoice/list', {}, { cookie })).envelope.data;
  const save = (cookie: string, form: Record<string, unknown> | string) => api.call<ApiInvoice>('user/invoice/save', form, { cookie });

  beforeAll(async () => {
    aliceId = await userId('13700047001');
    owners.set(cookies.demo, await userId(DEMO)).set(cookies.alice, aliceId).set(cookies.bob, await userId('13700047002'));
  });

  describe('guests', () => {
    it.each(['user/invoice/list', 'user/invoice/options', 'user/invoice/delete/1'])('get 1001 from %s', async (path) => {
      expect((await api.call(path, {})).envelope.code).toBe(Code.NotLoggedIn);
    });

    it('get 1001 from user/invoice/save with a well-formed form', async () => {
      expect((await save('', { ...PERSON, items: 'course-1' })).envelope.code).toBe(Code.NotLoggedIn);
    });

    it('get 1001 for a PDF', async () => {
      const res = await api.call('user/invoice/pdf/1', {}, { method: 'GET' });
      expect(res.envelope.code).toBe(Code.NotLoggedIn);
    });
  });

  describe('user/invoice/list', () => {
    it('shows the demo learner an issued and a rejected invoice, and the paid course still to invoice', async () => {
      const data = await list(cookies.demo);
      const byStatus = new Map(data.list.map((i) => [i.status, i]));
      const issued = byStatus.get('issued')!;
      expect(issued).toMatchObject({ titleType: 'organisation', title: '中牟县人民医院', taxNumber: '12410122416081357E', canEdit: false });
      expect(issued.number).toMatch(/^\d{20}$/);
      expect(issued.pdfUrl).toBe(`/api/med/user/invoice/pdf/${issued.id}`);
      expect(issued.items[0]).toMatchObject({ type: 'training' });
      expect(issued.items[0].name).toMatch(/^培训费：/);
      expect(issued.amount).toBe(issued.items[0].amount);
      const rejected = byStatus.get('rejected')!;
      expect(rejected.rejectReason).toContain('中牟县人民医院');
      expect(rejected).toMatchObject({ canEdit: true, number: null, pdfUrl: null });
      expect(data.available.map((i) => i.name)).toContain('课程费：高血压基层诊疗指南精讲');
      expect(data.available.find((i) => i.type === 'course')).toMatchObject({ amount: 49, link: '/course/5' });
    });

    it('shows a new user nothing', async () => {
      expect(await list(cookies.bob)).toEqual({ list: [], available: [] });
    });

    it('refuses GET', async () => {
      const res = await api.call('user/invoice/list', {}, { method: 'GET', cookie: cookies.demo });
      expect(res.envelope.code).toBe(Code.MethodNotAllowed);
    });
  });

  describe('user/invoice/options', () => {
    it('offers the title types, the kinds and my saved titles, most recent first', async () => {
      const data = (await api.call<ApiInvoiceOptions>('user/invoice/options', {}, { cookie: cookies.demo })).envelope.data;
      expect(data.titleTypes).toEqual([{ value: 'personal', name: '个人' }, { value: 'organisation', name: '单位' }]);
      expect(data.kinds.map((k) => k.name)).toEqual(['电子普通发票', '增值税专用发票']);
      expect(data.kinds[1].titleTypes).toEqual(['organisation']);
      expect(data.titles.map((x) => x.title)).toEqual(['中牟县人民医院', '张晓明']);
      const bobs = (await api.call<ApiInvoiceOptions>('user/invoice/options', {}, { cookie: cookies.bob })).envelope.data;
      expect(bobs.titles).toEqual([]);
    });
  });

  describe('user/invoice/save', () => {
    let paid1: string;
    let paid2: string;
    let unpaid: string;

    beforeAll(async () => {
      paid1 = await enrol(cookies.alice, 1);
      paid2 = await enrol(cookies.alice, 2);
      unpaid = await enrol(cookies.alice, 4, false);
    });

    it('applies for an invoice covering my paid items, pending, and takes them off the available list', async () => {
      const before = await list(cookies.alice);
      expect(before.available.map((i) => i.key).sort()).toEqual([paid1, paid2].sort());
      const res = await save(cookies.alice, { ...ORG, taxNumber: ' 91350100m000100y43 ', items: [paid1, paid2] });
      expect(res.envelope.code).toBe(0);
      const inv = res.envelope.data;
      expect(inv).toMatchObject({ status: 'pending', canEdit: true, taxNumber: '91350100M000100Y43', amount: 128, number: null, kind: 'normal' });
      expect(inv.items.map((i) => i.key)).toEqual([paid1, paid2]);
      const after = await list(cookies.alice);
      expect(after.available).toEqual([]);
      expect(after.list.map((i) => i.id)).toEqual([inv.id]);
      // Cleaned up for the tests below.
      expect((await api.call(`user/invoice/delete/${inv.id}`, {}, { cookie: cookies.alice })).envelope.code).toBe(0);
    });

    it('takes items as one comma-joined string too, and a personal title drops any tax number', async () => {
      const res = await save(cookies.alice, { ...PERSON, taxNumber: '123', items: `${paid1},${paid2}` });
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data).toMatchObject({ titleType: 'personal', taxNumber: '', amount: 128 });
      await api.call(`user/invoice/delete/${res.envelope.data.id}`, {}, { cookie: cookies.alice });
    });

    describe('refuses bad input with a coded error and stores nothing', () => {
      const cases: [string, () => Record<string, unknown> | string, number, RegExp?][] = [
        ['an empty form', () => ({}), Code.BadInput],
        ['no items', () => ({ ...ORG, items: '' }), Code.BadInput, /请选择要开票的项目/],
        ['a malformed item key', () => ({ ...ORG, items: ['course-abc'] }), Code.BadInput],
        ['the same item twice', () => ({ ...ORG, items: [paid1, paid1] }), Code.BadInput, /重复/],
        ['more than 20 items', () => ({ ...ORG, items: Array.from({ length: 21 }, (_, i) => `course-${i + 1}`).join(',') }), Code.BadInput],
        ['a title too long', () => ({ ...ORG, title: '院'.repeat(101), items: [paid1] }), Code.BadInput, /发票抬头不能超过100个字/],
        ['a title of one character', () => ({ ...ORG, title: '院', items: [paid1] }), Code.BadInput],
        ['a title as an array (wrong type)', () => `titleType=organisation&title[]=a&title[]=b&taxNumber=${ORG.taxNumber}&email=a@b.cn&items=${paid1}`, Code.BadInput],
        ['an unknown title type', () => ({ ...ORG, titleType: 'company', items: [paid1] }), Code.BadInput],
        ['an organisation without a tax number', () => ({ ...ORG, taxNumber: '', items: [paid1] }), Code.BadInput, /纳税人识别号/],
        ['a tax number with a wrong check character', () => ({ ...ORG, taxNumber: '91350100M000100Y44', items: [paid1] }), Code.BadInput, /校验不通过/],
        ['a tax number of 15 digits', () => ({ ...ORG, taxNumber: '410105123456789', items: [paid1] }), Code.BadInput, /18位/],
        ['a tax number with an O', () => ({ ...ORG, taxNumber: '91350100M0001O0Y43', items: [paid1] }), Code.BadInput],
        ['a bad email', () => ({ ...ORG, email: 'caiwu@', items: [paid1] }), Code.BadInput, /电子邮箱/],
        ['an email too long', () => ({ ...ORG, email: `${'a'.repeat(95)}@example.cn`, items: [paid1] }), Code.BadInput],
        ['a special invoice for a person', () => ({ ...PERSON, kind: 'special', items: [paid1] }), Code.BadInput, /普通发票/],
        ['a special invoice without bank details', () => ({ ...ORG, kind: 'special', address: '郑州市', items: [paid1] }), Code.BadInput, /开户行/],
        ['an unknown kind', () => ({ ...ORG, kind: 'vip', items: [paid1] }), Code.BadInput],
        ['a bad saveTitle flag', () => ({ ...ORG, saveTitle: 'yes', items: [paid1] }), Code.BadInput],
        ['a non-numeric id', () => ({ ...ORG, id: 'abc', items: [paid1] }), Code.BadInput],
        ['an item that does not exist', () => ({ ...ORG, items: ['course-999999'] }), Code.NotFound],
        ['an unpaid item', () => ({ ...ORG, items: [paid1, unpaid] }), Code.InvoiceItemUnpaid],
        ['an invoice id that does not exist', () => ({ ...ORG, id: '999999', items: [paid1] }), Code.NotFound],
      ];
      it.each(cases)('%s', async (_name, form, code, message) => {
        const before = await stored(aliceId);
        const body = form();
        // saveTitle=1: a refused save must not remember the title either.
        const res = await save(cookies.alice, typeof body === 'string' ? `${body}&saveTitle=1` : { saveTitle: '1', ...body });
        expect(res.envelope.code).toBe(code);
        if (message) expect(res.envelope.codeMsg).toMatch(message);
        expect(await stored(aliceId)).toEqual(before);
      });
    });

    it("refuses someone else's items exactly like items that do not exist", async () => {
      const demoItem = (await list(cookies.demo)).available[0].key;
      const before = await stored(aliceId);
      const theirs = await save(cookies.alice, { ...ORG, items: [demoItem] });
      const none = await save(cookies.alice, { ...ORG, items: ['course-999999'] });
      expect(theirs.envelope).toEqual(none.envelope);
      expect(theirs.envelope.code).toBe(Code.NotFound);
      expect(await stored(aliceId)).toEqual(before);
      expect((await list(cookies.demo)).available.map((i) => i.key)).toContain(demoItem);
    });

    it('refuses an item already on another invoice, and the invoice stays as it was', async () => {
      const first = (await save(cookies.alice, { ...ORG, items: [paid1] })).envelope.data;
      const before = await stored(aliceId);
      const again = await save(cookies.alice, { ...PERSON, items: [paid1, paid2] });
      expect(again.envelope.code).toBe(Code.InvoiceItemTaken);
      expect(await stored(aliceId)).toEqual(before);
      // Editing another invoice to take it is refused as well.
      const second = (await save(cookies.alice, { ...PERSON, items: [paid2] })).envelope.data;
      const steal = await save(cookies.alice, { ...PERSON, id: String(second.id), items: [paid1, paid2] });
      expect(steal.envelope.code).toBe(Code.InvoiceItemTaken);
      const mine = await list(cookies.alice);
      expect(mine.list.find((i) => i.id === first.id)?.items.map((i) => i.key)).toEqual([paid1]);
      expect(mine.list.find((i) => i.id === second.id)?.items.map((i) => i.key)).toEqual([paid2]);
      await api.call(`user/invoice/delete/${first.id}`, {}, { cookie: cookies.alice });
      await api.call(`user/invoice/delete/${second.id}`, {}, { cookie: cookies.alice });
    });

    it('covers an item with one invoice however many saves race for it', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, () => save(cookies.alice, { ...PERSON, items: [paid1] })));
      const codes = results.map((r) => r.envelope.code).sort();
      expect(codes).toEqual([0, ...Array(5).fill(Code.InvoiceItemTaken)]);
      const ref = Number(paid1.split('-')[1]);
      const rows = await t.db.select().from(invoiceItems).where(and(eq(invoiceItems.itemType, 'course'), eq(invoiceItems.refId, ref)));
      expect(rows).toHaveLength(1);
      const winner = results.find((r) => r.envelope.code === 0)!.envelope.data;
      await api.call(`user/invoice/delete/${winner.id}`, {}, { cookie: cookies.alice });
    });

    it('edits a pending invoice: fields and items change, it stays pending', async () => {
      const created = (await save(cookies.alice, { ...ORG, items: [paid1] })).envelope.data;
      const res = await save(cookies.alice, { ...PERSON, id: String(created.id), title: '王小明（个人）', items: [paid1, paid2] });
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data).toMatchObject({ id: created.id, status: 'pending', titleType: 'personal', title: '王小明（个人）', taxNumber: '', amount: 128 });
      expect((await list(cookies.alice)).list).toHaveLength(1);
      await api.call(`user/invoice/delete/${created.id}`, {}, { cookie: cookies.alice });
    });

    it("refuses to edit someone else's invoice exactly like one that does not exist, and changes nothing", async () => {
      const theirs = (await list(cookies.demo)).list.find((i) => i.status === 'rejected')!;
      const res = await save(cookies.alice, { ...ORG, id: String(theirs.id), items: [paid1] });
      const none = await save(cookies.alice, { ...ORG, id: '999999', items: [paid1] });
      expect(res.envelope).toEqual(none.envelope);
      expect((await list(cookies.demo)).list.find((i) => i.id === theirs.id)).toEqual(theirs);
    });

    it('refuses to edit an issued invoice', async () => {
      const issued = (await list(cookies.demo)).list.find((i) => i.status === 'issued')!;
      const res = await save(cookies.demo, { ...ORG, id: String(issued.id), items: issued.items.map((i) => i.key) });
      expect(res.envelope.code).toBe(Code.InvoiceLocked);
      expect((await list(cookies.demo)).list.find((i) => i.id === issued.id)).toEqual(issued);
    });

    it('sends an edited rejected invoice back for review', async () => {
      const cookie = cookies.demo;
      const rejected = (await list(cookie)).list.find((i) => i.status === 'rejected')!;
      const res = await save(cookie, { ...ORG, title: '中牟县人民医院', taxNumber: rejected.taxNumber, id: String(rejected.id), items: rejected.items.map((i) => i.key) });
      expect(res.envelope.data).toMatchObject({ status: 'pending', rejectReason: null, title: '中牟县人民医院', canEdit: true });
    });

    it('remembers a title when asked, once per title, most recent first', async () => {
      const created = (await save(cookies.alice, { ...ORG, items: [paid1], saveTitle: '1' })).envelope.data;
      await save(cookies.alice, { ...ORG, id: String(created.id), items: [paid1], saveTitle: '1' });
      await save(cookies.alice, { ...PERSON, id: String(created.id), items: [paid1], saveTitle: '0' });
      const titles = (await api.call<ApiInvoiceOptions>('user/invoice/options', {}, { cookie: cookies.alice })).envelope.data.titles;
      expect(titles).toEqual([expect.objectContaining({ titleType: 'organisation', title: ORG.title, taxNumber: ORG.taxNumber })]);
      // Keeps the ten most recent.
      for (let i = 0; i < 11; i++) await save(cookies.alice, { ...PERSON, title: `学员${i}号`, id: String(created.id), items: [paid1], saveTitle: 'true' });
      const kept = (await api.call<ApiInvoiceOptions>('user/invoice/options', {}, { cookie: cookies.alice })).envelope.data.titles;
      expect(kept).toHaveLength(10);
      expect(kept[0].title).toBe('学员10号');
      await api.call(`user/invoice/delete/${created.id}`, {}, { cookie: cookies.alice });
    });
  });

  describe('user/invoice/delete/{id}', () => {
    it('deletes my pending invoice and frees its items', async () => {
      const item = await enrol(cookies.bob, 1);
      const created = (await save(cookies.bob, { ...PERSON, items: [item] })).envelope.data;
      const res = await api.call(`user/invoice/delete/${created.id}`, {}, { cookie: cookies.bob });
      expect(res.envelope).toMatchObject({ code: 0, data: { id: created.id, deleted: true } });
      const after = await list(cookies.bob);
      expect(after.list).toEqual([]);
      expect(after.available.map((i) => i.key)).toEqual([item]);
      // A second delete finds nothing.
      expect((await api.call(`user/invoice/delete/${created.id}`, {}, { cookie: cookies.bob })).envelope.code).toBe(Code.NotFound);
    });

    it("refuses someone else's invoice exactly like one that does not exist, and it stays", async () => {
      const theirs = (await list(cookies.demo)).list[0];
      const res = await api.call(`user/invoice/delete/${theirs.id}`, {}, { cookie: cookies.bob });
      const none = await api.call('user/invoice/delete/999999', {}, { cookie: cookies.bob });
      expect(res.envelope).toEqual(none.envelope);
      expect(res.envelope.code).toBe(Code.NotFound);
      expect((await list(cookies.demo)).list.map((i) => i.id)).toContain(theirs.id);
    });

    it('refuses an issued invoice', async () => {
      const issued = (await list(cookies.demo)).list.find((i) => i.status === 'issued')!;
      expect((await api.call(`user/invoice/delete/${issued.id}`, {}, { cookie: cookies.demo })).envelope.code).toBe(Code.InvoiceLocked);
      expect((await list(cookies.demo)).list.map((i) => i.id)).toContain(issued.id);
    });

    it.each(['abc', '0', '-1', '1.5', '9999999999'])('refuses the id %s', async (id) => {
      expect((await api.call(`user/invoice/delete/${id}`, {}, { cookie: cookies.bob })).envelope.code).toBe(Code.BadInput);
    });
  });

  describe('user/invoice/pdf/{id}', () => {
    it('downloads my issued invoice as a PDF', async () => {
      const issued = (await list(cookies.demo)).list.find((i) => i.status === 'issued')!;
      const res = await api.call('user/invoice/pdf/' + issued.id, {}, { method: 'GET', cookie: cookies.demo });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('application/pdf');
      expect(res.headers['Content-Disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E5%8F%91%E7%A5%A8-\d{20}\.pdf$/);
      expect(res.headers['Cache-Control']).toBe('private, no-store');
      const bytes = Buffer.from(res.bytes!);
      expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      const pdf = await readPdf(bytes);
      expect(pdf.header).toBe('%PDF-1.4');
      expect(pdf.text).toContain(`发票号码：${issued.number}`);
      expect(pdf.text).toContain(`名称：${issued.title}`);
      expect(pdf.raw).toMatch(/\/FontFile2 \d+ 0 R/);
    });

    it("answers someone else's, a pending and a missing invoice alike: not found", async () => {
      const mine = await list(cookies.demo);
      const issued = mine.list.find((i) => i.status === 'issued')!;
      const theirs = await api.call(`user/invoice/pdf/${issued.id}`, {}, { method: 'GET', cookie: cookies.bob });
      const none = await api.call('user/invoice/pdf/999999', {}, { method: 'GET', cookie: cookies.bob });
      expect(theirs.envelope).toEqual(none.envelope);
      expect(theirs.envelope.code).toBe(Code.NotFound);
      const pending = mine.list.find((i) => i.status !== 'issued')!;
      expect((await api.call(`user/invoice/pdf/${pending.id}`, {}, { method: 'GET', cookie: cookies.demo })).envelope.code).toBe(Code.NotFound);
      expect((await api.call('user/invoice/pdf/abc', {}, { method: 'GET', cookie: cookies.demo })).envelope.code).toBe(Code.BadInput);
    });

    it('still downloads when a typed title has a character the embedded font lacks, showing □ in its place', async () => {
      const logs = captureLogs();
      const [course] = await t.db.select({ id: courses.id }).from(courses).where(gt(courses.priceFen, 0)).limit(1);
      // Someone of their own, so the other tests' messages and lists stay as they expect.
      const carol = await login('13700047009');
      owners.set(carol, await userId('13700047009'));
      const item = await enrol(carol, course.id);
      // 䶮 (as in the name 刘䶮) is outside GB 2312, so outside the font subset.
      const saved = await save(carol, { ...PERSON, title: '刘䶮', items: [item] });
      expect(saved.envelope.codeMsg).toBe('成功');
      const created = saved.envelope.data;
      await withTransaction(t.db, (tx) => issueInvoice(tx, created.id, { at: new Date('2026-05-04T02:00:00Z') }));
      const res = await api.call(`user/invoice/pdf/${created.id}`, {}, { method: 'GET', cookie: carol });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('application/pdf');
      expect((await readPdf(res.bytes!)).text).toContain('名称：刘□');
      logs.restore();
      expect(logs.messages().some((line) => line.includes('U+4DAE'))).toBe(true);
    });
  });

  describe('the academy deciding', () => {
    it('issues a pending invoice with a number, writes a message, and the PDF can be downloaded', async () => {
      const item = await enrol(cookies.bob, 2);
      const created = (await save(cookies.bob, { ...PERSON, items: [item] })).envelope.data;
      const at = new Date('2026-05-04T02:00:00Z');
      const { after: issued } = await withTransaction(t.db, (tx) => issueInvoice(tx, created.id, { at }));
      expect(issued.number).toBe(`264120000${String(created.id).padStart(11, '0')}`);
      const shown = (await list(cookies.bob)).list.find((i) => i.id === created.id)!;
      expect(shown).toMatchObject({ status: 'issued', canEdit: false, number: issued.number, issuedAt: at.getTime() / 1000 });
      const pdf = await api.call(`user/invoice/pdf/${created.id}`, {}, { method: 'GET', cookie: cookies.bob });
      expect(pdf.headers['Content-Type']).toBe('application/pdf');
      const [message] = await t.db.select().from(messages).where(and(eq(messages.userId, owners.get(cookies.bob)!), eq(messages.title, '发票已开具')));
      expect(message).toMatchObject({ link: `/user/invoice#invoice-${created.id}` });
      expect(message.body).toContain(issued.number!);
      // Only a pending one can be decided: once is all.
      await expect(withTransaction(t.db, (tx) => issueInvoice(tx, created.id))).rejects.toMatchObject({ code: AdminCode.AlreadyDecided });
      await expect(withTransaction(t.db, (tx) => rejectInvoice(tx, created.id, '重复'))).rejects.toMatchObject({ code: AdminCode.AlreadyDecided });
    });

    it('rejects with a reason only, and tells the applicant', async () => {
      const item = await enrol(cookies.bob, 4);
      const created = (await save(cookies.bob, { ...PERSON, items: [item] })).envelope.data;
      await expect(withTransaction(t.db, (tx) => rejectInvoice(tx, created.id, '  '))).rejects.toMatchObject({ code: Code.BadInput });
      await withTransaction(t.db, (tx) => rejectInvoice(tx, created.id, '姓名与缴费人不一致'));
      expect((await list(cookies.bob)).list.find((i) => i.id === created.id)).toMatchObject({ status: 'rejected', rejectReason: '姓名与缴费人不一致', canEdit: true });
      const rows = await t.db.select().from(messages).where(and(eq(messages.userId, owners.get(cookies.bob)!), eq(messages.title, '发票申请被驳回')));
      expect(rows).toHaveLength(1);
      await api.call(`user/invoice/delete/${created.id}`, {}, { cookie: cookies.bob });
    });
  });

  describe('paid training sign-ups', () => {
    it('are invoiceable once paid, not before', async () => {
      const uid = await userId('13700047002');
      const [signup] = await t.db
        .insert(trainingSignups)
        .values({ trainingId: 3, userId: uid, status: 'pending', feeFen: 60000, name: '测试', phone: '13700047002', workUnit: '某院', department: '全科', jobTitle: '医生', region: '4101' })
        .returning({ id: trainingSignups.id });
      const key = `training-${signup.id}`;
      expect((await save(cookies.bob, { ...PERSON, items: [key] })).envelope.code).toBe(Code.InvoiceItemUnpaid);
      await t.db.update(trainingSignups).set({ status: 'confirmed', paidAt: new Date() }).where(eq(trainingSignups.id, signup.id));
      const res = await save(cookies.bob, { ...PERSON, items: [key] });
      expect(res.envelope.data).toMatchObject({ amount: 600, items: [{ key, type: 'training', link: '/training/3' }] });
    });
  });
});
