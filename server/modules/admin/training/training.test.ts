import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { formatChinaMinute } from '@/contract/time';
import type { ApiAdminTraining, ApiAdminTrainingFile, ApiAdminTrainingRow } from '@/contract/wire/admin-training';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import type { ApiPage, ApiTrainingCard } from '@/contract/api-types';
import { createTestDb, type TestDb } from '@/server/startup';
import { auditLog } from '@/server/modules/admin/schema';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { createApiCaller, type ApiCaller } from '@/tests/api/call-api';
import { loginStaff, type Who } from '@/tests/api/staff';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const HOUR = 3600_000;
// From one instant per file: a form built again later in a test (an update) must name the same minutes as the first,
// which reading the clock each time did not when a minute turned in between (the session then fell outside the class).
const NOW = Date.now();
const at = (hours: number) => formatChinaMinute(new Date(Math.round((NOW + hours * HOUR) / 60_000) * 60_000));

/** A complete, valid form: a class opening in two days, signing up until tomorrow. */
function goodForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 'draft',
    title: '鹊华急救技能强化培训班',
    project: 'emergency',
    region: '410100',
    baseId: '1',
    cover: '/images/covers/training-1.svg',
    summary: '面向基层急诊医生的心肺复苏与创伤急救强化训练。',
    organiser: '河南省基层卫生人才培训学院',
    audience: '基层医疗卫生机构急诊医生',
    creditLevel: '省级',
    creditType: 'I',
    credits: '6',
    fee: '480.50',
    payMethod: 'transfer',
    seatsTotal: '60',
    signupEndAt: at(24),
    startAt: at(48),
    endAt: at(72),
    contactPhone: '0371-55550120',
    syllabus: '<p>培训内容</p><script>alert(1)</script>',
    notice: '<p>报到须知</p>',
    sessions: [
      { title: '心肺复苏', teacher: '李医生', location: '一号教室', startAt: at(48), endAt: at(51) },
      { title: '创伤急救', teacher: '王医生', location: '二号教室', startAt: at(52), endAt: at(55) },
    ],
    signupFields: [
      { label: '是否需要住宿', type: 'choice', required: '1', options: ['需要', '不需要'] },
      { label: '备注', type: 'text', required: '0' },
    ],
    ...extra,
  };
}

describe('admin/training/*', () => {
  let t: TestDb;
  let api: ApiCaller;
  let as: (who: Who) => { cookie?: string };
  let projectValue = '';

  const call = <T>(path: string, form: Record<string, unknown>, who: Who = 'registrar') => api.call<T>(path, form, as(who));
  const counts = async () => ({
    trainings: (await t.db.select({ n: count() }).from(trainings))[0].n,
    sessions: (await t.db.select({ n: count() }).from(trainingSessions))[0].n,
    audit: (await t.db.select({ n: count() }).from(auditLog))[0].n,
  });
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    t = await createTestDb();
    api = createApiCaller(t.db);
    as = await loginStaff(t.db, api, 91, ['registrar', 'admin', 'editor']);
    const [p] = await t.db.select({ project: trainings.project }).from(trainings).limit(1);
    projectValue = p.project;
  });
  afterAll(async () => {
    await t?.close();
  });

  const form = (extra: Record<string, unknown> = {}) => goodForm({ project: projectValue, ...extra });
  const create = async (extra: Record<string, unknown> = {}, who: Who = 'registrar') => {
    const res = await call<{ id: number }>('admin/training/save', form(extra), who);
    expect(res.envelope).toMatchObject({ code: 0 });
    return res.envelope.data.id;
  };

  describe('save', () => {
    it('creates a class with its sessions and questions for a registrar, with one audit row', async () => {
      const before = await counts();
      const id = await create();
      const [row] = await t.db.select().from(trainings).where(eq(trainings.id, id));
      expect(row).toMatchObject({
        title: '鹊华急救技能强化培训班', feeFen: 48050, credit: '省级I类学分 6分', seatsTotal: 60, seatsTaken: 0,
        isPublished: false, payMethod: 'transfer', baseId: 1, syllabus: '<p>培训内容</p>',
      });
      expect(row.signupFields).toEqual([
        { key: 'f1', label: '是否需要住宿', type: 'choice', required: true, options: ['需要', '不需要'] },
        { key: 'f2', label: '备注', type: 'text', required: false, options: [] },
      ]);
      const sessions = await t.db.select().from(trainingSessions).where(eq(trainingSessions.trainingId, id));
      expect(sessions.map((s) => s.title).sort()).toEqual(['创伤急救', '心肺复苏']);
      expect(sessions.every((s) => /^\d{6}$/.test(s.checkinCode))).toBe(true);
      expect(await counts()).toEqual({ trainings: before.trainings + 1, sessions: before.sessions + 2, audit: before.audit + 1 });
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'create', kind: 'training', itemId: String(id), before: null });
      expect(audit.after).toMatchObject({ title: '鹊华急救技能强化培训班', fee: 480.5, status: 'draft' });
    });

    it('creates a class that gives no credit when the credit fields are left empty', async () => {
      const id = await create({ creditLevel: '', creditType: '', credits: '' });
      expect((await t.db.select({ credit: trainings.credit }).from(trainings).where(eq(trainings.id, id)))[0].credit).toBe('');
    });

    it('lets an admin create too', async () => {
      const id = await create({ title: '管理员创建的培训班' }, 'admin');
      expect((await t.db.select().from(trainings).where(eq(trainings.id, id)))[0].title).toBe('管理员创建的培训班');
    });

    it.each([
      ['an editor', 'editor', Code.Forbidden],
      ['a learner', 'learner', Code.Forbidden],
      ['a guest', 'guest', Code.NotLoggedIn],
    ] as const)('refuses %s and changes nothing', async (_l, who, code) => {
      const before = await counts();
      expect((await call('admin/training/save', form(), who)).envelope).toMatchObject({ code, data: null });
      expect((await call('admin/training/list', {}, who)).envelope.code).toBe(code);
      expect((await call('admin/training/get/1', {}, who)).envelope.code).toBe(code);
      expect((await call('admin/training/publish/1', { status: 'draft' }, who)).envelope.code).toBe(code);
      expect((await call('admin/training/delete/1', {}, who)).envelope.code).toBe(code);
      expect((await call('admin/training/options', {}, who)).envelope.code).toBe(code);
      expect(await counts()).toEqual(before);
      expect((await t.db.select({ p: trainings.isPublished }).from(trainings).where(eq(trainings.id, 1)))[0].p).toBe(true);
    });

    it.each([
      ['a negative fee', { fee: '-1' }, '费用'],
      ['a fee with three decimals', { fee: '12.345' }, '两位小数'],
      ['a deadline after the start', { signupEndAt: at(50) }, '报名截止时间须早于开班时间'],
      ['an end before the start', { endAt: at(40) }, '结班时间须晚于开班时间'],
      ['a date that does not exist', { startAt: '2030-02-30 08:00' }, '不是有效的日期时间'],
      ['too many credits', { credits: '30' }, '不能超过25分'],
      ['credits in thirds', { credits: '2.3' }, '0.5'],
      ['a credit type without a level', { creditLevel: '' }, '同时填写'],
      ['no seats', { seatsTotal: '0' }, '招生名额'],
      ['a session outside the class', { sessions: [{ title: '早到', teacher: '李', location: '教室', startAt: at(30), endAt: at(31) }] }, '课程时间须在开班与结班时间之内'],
      ['no sessions', { sessions: undefined }, '请至少安排一次课程'],
      ['a choice with one option', { signupFields: [{ label: '住宿', type: 'choice', required: '1', options: ['需要'] }] }, '至少需要两个选项'],
      ['an unknown project', { project: 'nosuch' }, '培训项目'],
      ['an unknown base', { baseId: '99999' }, '培训基地不存在'],
      ['a cover on another site over http', { cover: 'http://evil.example/x.png' }, '封面图'],
      ['an empty title', { title: '  ' }, '请填写培训班名称'],
      ['an unknown status', { status: 'hidden' }, '状态'],
    ])('refuses %s with 4000 and a Chinese message, changing nothing', async (_l, extra, message) => {
      const before = await counts();
      const f = form(extra);
      for (const [k, v] of Object.entries(extra)) if (v === undefined) delete f[k];
      const res = await call('admin/training/save', f);
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(res.envelope.codeMsg).toContain(message);
      expect(await counts()).toEqual(before);
    });

    it('updates a class, keeping its sessions\' ids and codes, and audits before and after', async () => {
      const id = await create();
      const got = (await call<ApiAdminTraining>(`admin/training/get/${id}`, {})).envelope.data;
      expect(got).toMatchObject({ id, status: 'draft', creditLevel: '省级', creditType: 'I', credits: 6, fee: 480.5, seatsTaken: 0 });
      const [first] = got.sessions;
      const res = await call('admin/training/save', form({
        id: String(id), title: '鹊华急救技能强化培训班（修订）', fee: '0',
        sessions: [{ id: String(first.id), title: first.title, teacher: '张医生', location: first.location, startAt: first.startAt, endAt: first.endAt }],
        signupFields: got.signupFields.map((f) => ({ ...f, required: f.required ? '1' : '0' })),
      }));
      expect(res.envelope.code).toBe(0);
      const sessions = await t.db.select().from(trainingSessions).where(eq(trainingSessions.trainingId, id));
      expect(sessions).toEqual([expect.objectContaining({ id: first.id, teacher: '张医生', checkinCode: first.checkinCode })]);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'update', kind: 'training', itemId: String(id) });
      expect(audit.before).toMatchObject({ title: '鹊华急救技能强化培训班', fee: 480.5 });
      expect(audit.after).toMatchObject({ title: '鹊华急救技能强化培训班（修订）', fee: 0 });
    });

    it('refuses fewer seats than are taken, naming the number', async () => {
      const id = await create();
      await t.db.update(trainings).set({ seatsTaken: 5 }).where(eq(trainings.id, id));
      const before = await counts();
      const res = await call('admin/training/save', form({ id: String(id), seatsTotal: '4' }));
      expect(res.envelope).toMatchObject({ code: Code.BadInput });
      expect(res.envelope.codeMsg).toBe('seatsTotal：已有5人占用名额，名额不能少于5');
      expect((await t.db.select().from(trainings).where(eq(trainings.id, id)))[0].seatsTotal).toBe(60);
      expect(await counts()).toEqual(before);
      expect((await call('admin/training/save', form({ id: String(id), seatsTotal: '5' }))).envelope.code).toBe(0);
    });

    it('answers 4004 for a class that does not exist', async () => {
      expect((await call('admin/training/save', form({ id: '999999' }))).envelope.code).toBe(Code.NotFound);
      expect((await call('admin/training/get/999999', {})).envelope.code).toBe(Code.NotFound);
    });
  });

  describe('list', () => {
    it('lists newest first with filters, published or not', async () => {
      const id = await create({ title: '列表筛选用培训班' });
      const all = (await call<{ list: ApiAdminTrainingRow[]; total: number }>('admin/training/list', { size: '5' })).envelope.data;
      expect(all.total).toBe((await counts()).trainings);
      expect(all.list).toHaveLength(5);
      expect(all.list[0]).toMatchObject({ id, status: 'draft', signups: 0, base: { id: 1 }, fee: 480.5 });
      const drafts = (await call<{ list: ApiAdminTrainingRow[]; total: number }>('admin/training/list', { status: 'draft', size: '100' })).envelope.data;
      expect(drafts.list.every((r) => r.status === 'draft')).toBe(true);
      expect(drafts.list.map((r) => r.id)).toContain(id);
      const byBase = (await call<{ list: ApiAdminTrainingRow[]; total: number }>('admin/training/list', { baseId: '1', project: projectValue, region: '410100', q: '列表筛选' })).envelope.data;
      expect(byBase.list.map((r) => r.id)).toEqual([id]);
      expect((await call('admin/training/list', { size: '101' })).envelope).toMatchObject({ code: Code.BadInput });
    });
  });

  describe('publishing', () => {
    it('keeps a draft off every public read and shows it once published, until unpublished', async () => {
      const title = '鹊华演练专项培训班';
      const id = await create({ title, startAt: at(26), sessions: [{ title: '演练', teacher: '李', location: '教室', startAt: at(26), endAt: at(30) }] });
      const [tag] = await t.db.select({ id: tags.id }).from(tags).limit(1);
      await t.db.insert(itemTags).values({ tagId: tag.id, itemType: 'training', itemId: id });

      const seen = async () => {
        const list = (await api.call<ApiPage<ApiTrainingCard>>('training/list', { status: 'signup', pageSize: '50' })).envelope.data.list;
        const home = (await api.call<{ trainings: ApiTrainingCard[] }>('home/index')).envelope.data.trainings;
        const base = (await api.call<{ trainings: ApiTrainingCard[] }>('base/detail/1')).envelope.data.trainings;
        const search = (await api.call<{ list: { url: string }[] }>('search/query', { q: title })).envelope.data.list;
        const tagged = (await api.call<{ groups: { type: string; list: { id: number }[] }[] }>(`tag/detail/${tag.id}`, { type: 'training' })).envelope.data;
        const sitemap = (await api.call('seo/sitemap/training-1', {}, { method: 'GET' })).body;
        return {
          detail: (await api.call<ApiTrainingDetail>(`training/detail/${id}`)).envelope.code,
          list: list.some((c) => c.id === id),
          home: home.some((c) => c.id === id),
          base: base.some((c) => c.id === id),
          search: search.some((h) => h.url === `/training/${id}`),
          tag: tagged.groups.some((g) => g.list.some((c) => c.id === id)),
          sitemap: sitemap.includes(`/training/${id}<`),
        };
      };
      const hidden = { detail: Code.NotFound, list: false, home: false, base: false, search: false, tag: false, sitemap: false };
      expect(await seen()).toEqual(hidden);

      const res = await call(`admin/training/publish/${id}`, { status: 'published' });
      expect(res.envelope.code).toBe(0);
      expect(await lastAudit()).toMatchObject({ action: 'publish', kind: 'training', itemId: String(id), before: { status: 'draft' }, after: { status: 'published' } });
      expect(await seen()).toEqual({ detail: 0, list: true, home: true, base: true, search: true, tag: true, sitemap: true });

      expect((await call(`admin/training/publish/${id}`, { status: 'draft' })).envelope.code).toBe(0);
      expect(await lastAudit()).toMatchObject({ action: 'unpublish', before: { status: 'published' }, after: { status: 'draft' } });
      expect(await seen()).toEqual(hidden);
    });

    it('refuses a sign-up for an unpublished class as if it did not exist', async () => {
      const id = await create();
      const res = await api.call(`training/signup/${id}`, {
        name: '张三', phone: '13700091004', workUnit: '某医院', department: '急诊科', jobTitle: '医师', region: '410100',
      }, as('learner'));
      expect(res.envelope.code).toBe(Code.NotFound);
      expect((await t.db.select({ n: count() }).from(trainingSignups).where(eq(trainingSignups.trainingId, id)))[0].n).toBe(0);
    });
  });

  describe('the sign-up form\'s own questions', () => {
    const signup = (id: number, answers?: Record<string, string>) =>
      api.call(`training/signup/${id}`, {
        name: '张三', phone: '13700091004', workUnit: '某医院', department: '急诊科', jobTitle: '医师', region: '410100',
        ...(answers ? { answers } : {}),
      }, as('learner'));

    it('are shown on the class page, required ones refused when missing, and the answers stored', async () => {
      const id = await create({ status: 'published' });
      const detail = (await api.call<ApiTrainingDetail>(`training/detail/${id}`)).envelope.data;
      expect(detail.signupFields.map((f) => f.label)).toEqual(['是否需要住宿', '备注']);
      const missing = await signup(id);
      expect(missing.envelope).toMatchObject({ code: Code.BadInput, codeMsg: 'answers.f1：请选择是否需要住宿' });
      expect((await signup(id, { f1: '也许' })).envelope.codeMsg).toBe('answers.f1：是否需要住宿的选项不正确');
      expect((await t.db.select({ n: count() }).from(trainingSignups).where(eq(trainingSignups.trainingId, id)))[0].n).toBe(0);
      expect((await signup(id, { f1: '需要', f2: ' 素食 ' })).envelope.code).toBe(0);
      const [row] = await t.db.select().from(trainingSignups).where(eq(trainingSignups.trainingId, id));
      expect(row.answers).toEqual({ f1: '需要', f2: '素食' });
    });
  });

  describe('delete', () => {
    it('refuses a class with sign-ups, giving the reason, and changes nothing', async () => {
      const [signed] = await t.db.select({ id: trainingSignups.trainingId }).from(trainingSignups).limit(1);
      const before = await counts();
      const res = await call(`admin/training/delete/${signed.id}`, {});
      expect(res.envelope).toMatchObject({ code: AdminCode.TrainingHasSignups, data: null });
      expect(res.envelope.codeMsg).toMatch(/^该培训班已有\d+条报名记录，不能删除/);
      expect(await counts()).toEqual(before);
    });

    it('deletes a class nobody signed up for, with its sessions, and audits it', async () => {
      const id = await create();
      const before = await counts();
      const res = await call(`admin/training/delete/${id}`, {}, 'admin');
      expect(res.envelope).toMatchObject({ code: 0, data: { id } });
      expect(await counts()).toEqual({ trainings: before.trainings - 1, sessions: before.sessions - 2, audit: before.audit + 1 });
      expect(await lastAudit()).toMatchObject({ action: 'delete', kind: 'training', itemId: String(id), after: null, before: { id, title: '鹊华急救技能强化培训班' } });
      expect((await call(`admin/training/delete/${id}`, {})).envelope.code).toBe(Code.NotFound);
    });
  });

  describe('cover', () => {
    it('stores a registrar\'s picture checked by its bytes and serves it at the public image address', async () => {
      const res = await uploadRaw<{ url: string }>(api, 'admin/training/cover', {}, PNG_1x1, as('registrar'));
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data.url).toMatch(/^\/api\/med\/image\/[0-9a-f]{32}\.png$/);
      const file = await api.call(res.envelope.data.url.replace('/api/med/', ''), {}, { method: 'GET' });
      expect(file.status).toBe(200);
      expect(await downloadedBytes(file)).toEqual(PNG_1x1);
    });

    it('refuses a text file named .png, an empty body, an editor and a learner', async () => {
      const text = await uploadRaw(api, 'admin/training/cover', { name: 'a.png' }, Buffer.from('not a picture'), as('registrar'));
      expect(text.envelope.code).toBe(Code.FileTypeRejected);
      expect((await uploadRaw(api, 'admin/training/cover', {}, Buffer.alloc(0), as('registrar'))).envelope.code).toBe(Code.BadInput);
      for (const who of ['editor', 'learner'] as const) {
        expect((await uploadRaw(api, 'admin/training/cover', {}, PNG_1x1, as(who))).envelope.code).toBe(Code.Forbidden);
      }
    });
  });

  describe('documents', () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    const upload = (name: string, bytes: Buffer, who: Who = 'registrar') =>
      uploadRaw<ApiAdminTrainingFile>(api, 'admin/training/file', { name }, bytes, as(who));
    const download = (url: string) => api.call(url.replace('/api/med/', ''), {}, { method: 'GET' });

    it('takes up uploaded documents in order on save, lists them on the class page and serves them while published', async () => {
      const a = (await upload('报到通知.pdf', PDF)).envelope.data;
      const b = (await upload('日程 表.png', PNG_1x1)).envelope.data;
      expect(a).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: '报到通知.pdf', kind: 'pdf', size: PDF.length });
      const id = await create({ status: 'published', files: [b.id, a.id] });
      expect((await call<ApiAdminTraining>(`admin/training/get/${id}`, {})).envelope.data.files.map((f) => f.name)).toEqual(['日程 表.png', '报到通知.pdf']);
      const files = (await api.call<ApiTrainingDetail>(`training/detail/${id}`)).envelope.data.files;
      expect(files).toEqual([
        { name: '日程 表.png', kind: 'png', size: PNG_1x1.length, url: `/api/med/training/file/${b.id}` },
        { name: '报到通知.pdf', kind: 'pdf', size: PDF.length, url: `/api/med/training/file/${a.id}` },
      ]);
      const got = await download(files[1].url);
      expect(got.status).toBe(200);
      expect(await downloadedBytes(got)).toEqual(PDF);
      expect((await lastAudit()).after).toMatchObject({ files: [{ id: b.id }, { id: a.id }] });

      // Unpublished, the document answers like a missing one; left out of a save, it is gone.
      expect((await call(`admin/training/publish/${id}`, { status: 'draft' })).envelope.code).toBe(0);
      expect((await download(files[1].url)).envelope.code).toBe(Code.NotFound);
      expect((await call('admin/training/save', form({ id: String(id), status: 'published', files: [a.id] }))).envelope.code).toBe(0);
      expect((await download(files[0].url)).envelope.code).toBe(Code.NotFound);
      expect((await download(files[1].url)).status).toBe(200);
    });

    it('refuses a text file named .pdf, a PDF named .docx, an empty body, and a wrong role', async () => {
      expect((await upload('通知.pdf', Buffer.from('not a pdf'))).envelope.code).toBe(Code.FileTypeRejected);
      expect((await upload('通知.docx', PDF)).envelope.code).toBe(Code.FileTypeRejected);
      expect((await upload('通知.exe', PDF)).envelope.code).toBe(Code.FileTypeRejected);
      expect((await upload('通知.pdf', Buffer.alloc(0))).envelope.code).toBe(Code.BadInput);
      for (const who of ['editor', 'learner'] as const) expect((await upload('通知.pdf', PDF, who)).envelope.code).toBe(Code.Forbidden);
    });

    it('refuses a document of another class or one never uploaded, changing nothing', async () => {
      const a = (await upload('通知.pdf', PDF)).envelope.data;
      await create({ files: [a.id] });
      const before = await counts();
      const taken = await call('admin/training/save', form({ files: [a.id] }));
      expect(taken.envelope).toMatchObject({ code: Code.BadInput, codeMsg: 'files.0：资料不存在，请重新上传' });
      expect((await call('admin/training/save', form({ files: ['0'.repeat(32)] }))).envelope.code).toBe(Code.BadInput);
      expect((await call('admin/training/save', form({ files: ['../etc/passwd'] }))).envelope.code).toBe(Code.BadInput);
      expect(await counts()).toEqual(before);
    });
  });

  describe('tags', () => {
    it('sets a class\'s tags from the tag table, shown on its page and in the audit, replaced on the next save', async () => {
      const [a, b] = await t.db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(tags.id).limit(2);
      const id = await create({ status: 'published', tagIds: [String(b.id), String(a.id)] });
      const detail = async () => (await api.call<ApiTrainingDetail>(`training/detail/${id}`)).envelope.data.tags.map((x) => x.id).sort();
      expect((await call<ApiAdminTraining>(`admin/training/get/${id}`, {})).envelope.data.tagIds).toEqual([a.id, b.id]);
      expect(await detail()).toEqual([a.id, b.id]);
      expect((await lastAudit()).after).toMatchObject({ tagIds: [a.id, b.id] });

      expect((await call('admin/training/save', form({ id: String(id), status: 'published', tagIds: [String(b.id)] }))).envelope.code).toBe(0);
      expect(await detail()).toEqual([b.id]);
      expect(await lastAudit()).toMatchObject({ before: { tagIds: [a.id, b.id] }, after: { tagIds: [b.id] } });
      expect((await call('admin/training/save', form({ id: String(id), status: 'published' }))).envelope.code).toBe(0);
      expect(await detail()).toEqual([]);
    });

    it('refuses a tag that does not exist on the tags field, changing nothing', async () => {
      const before = await counts();
      const res = await call('admin/training/save', form({ tagIds: ['999999'] }));
      expect(res.envelope).toMatchObject({ code: Code.BadInput, codeMsg: 'tagIds：标签不存在' });
      expect((await call('admin/training/save', form({ tagIds: ['x'] }))).envelope.code).toBe(Code.BadInput);
      expect(await counts()).toEqual(before);
    });
  });

  describe('options', () => {
    it('offers the projects, regions, bases and tags', async () => {
      const tagList = (await call<{ tags: { id: number; name: string }[] }>('admin/training/options', {})).envelope.data.tags;
      expect(tagList.length).toBeGreaterThan(0);
      expect(tagList[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      const res = await call<{ projects: unknown[]; regions: { value: string }[]; bases: { id: number }[] }>('admin/training/options', {});
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data.projects.length).toBeGreaterThan(0);
      expect(res.envelope.data.regions.map((r) => r.value)).toContain('410100');
      expect(res.envelope.data.bases[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    });
  });
});
