// admin/demand/*: the editor's training-needs surveys and their questions: each role allowed or refused with
// nothing changed, bad input, questions fixed and deletes refused once anyone answered, one audit row per
// change, and unpublished surveys gone from every public read (detail, answering, the home invitation, sitemap).
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiHomeIndex } from '@/contract/api-types';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminDemand, ApiAdminDemandRow } from '@/contract/wire/admin-content';
import type { ApiDemandCurrent, ApiDemandDetail } from '@/contract/wire/demand';
import { formatChinaMinute } from '@/contract/time';
import { demandQuestions, demands } from '@/server/modules/demand/schema';
import { auditCount, auditRows, expectDeletedByAdmin, expectRefused, freshConsoleDb } from '../content-test-helpers';

const DAY = 86_400_000;
const at = (days: number) => formatChinaMinute(new Date(Date.now() + days * DAY));
/** Seeded surveys (server/seed/activities.ts): 1 open and answered, 2 closed and answered. */
const OPEN = 1;

const QUESTIONS = [
  { kind: 'single', title: '您所在机构的类型', choices: ['乡镇卫生院', '社区卫生服务中心', '村卫生室'], isRequired: '1' },
  { kind: 'multiple', title: '您希望加强哪些方面的培训', choices: ['慢病管理', '急救技能', '中医适宜技术'], isRequired: '0' },
  { kind: 'text', title: '其他建议', isRequired: '0' },
];
const demandForm = (overrides: Record<string, unknown> = {}) => ({
  title: '2031年基层培训需求调查（朱鹮）', intro: '<p>请如实填写<script>alert(1)</script><a href="javascript:alert(2)">说明</a></p>',
  startAt: at(-1), endAt: at(30), status: 'draft', questions: QUESTIONS, ...overrides,
});

describe('admin/demand/*', () => {
  const { t, api, c } = freshConsoleDb('10.33.0');

  const demandCount = async () => (await t.db.select({ n: count() }).from(demands))[0].n;
  const get = async (id: number) => (await c.call<ApiAdminDemand>(`admin/demand/get/${id}`, {}, 'editor')).envelope.data;
  const homeDemand = async () => (await c.publicGet<ApiHomeIndex>('home/index')).envelope.data.demand;
  const current = async () => (await c.publicGet<ApiDemandCurrent>('demand/current')).envelope.data;
  const sitemap = async () => (await api.call('seo/sitemap/demand-1', {}, { method: 'GET', ip: '10.33.9.1' })).body;
  /** The form the console would send back for a stored survey. */
  const formOf = (d: ApiAdminDemand, overrides: Record<string, unknown> = {}) => ({
    id: String(d.id), title: d.title, intro: d.intro, startAt: d.startAt, endAt: d.endAt, status: d.status,
    questions: d.questions.map((q) => ({ kind: q.kind, title: q.title, choices: q.choices, isRequired: q.isRequired ? '1' : '0' })),
    ...overrides,
  });


  it('lets an editor and an admin list every survey with its questions and answers counted', async () => {
    for (const who of ['editor', 'admin'] as const) {
      const { envelope } = await c.call<ApiAdminPage<ApiAdminDemandRow>>('admin/demand/list', {}, who);
      expect(envelope.code, who).toBe(0);
      expect(envelope.data.total).toBe(await demandCount());
      const open = envelope.data.list.find((r) => r.id === OPEN)!;
      expect(open).toMatchObject({ status: 'published', stage: 'open' });
      expect(open.questionCount).toBeGreaterThan(0);
      expect(open.answerCount).toBeGreaterThan(0);
    }
  });

  it('refuses other roles and learners (4003) and guests (1001) on every endpoint, changing nothing', async () => {
    const state = async () => ({ n: await demandCount(), audit: await auditCount(t.db), row: await get(OPEN) });
    const before = await state();
    const calls: [string, Record<string, unknown>][] = [
      ['admin/demand/list', {}],
      [`admin/demand/get/${OPEN}`, {}],
      ['admin/demand/save', demandForm()],
      ['admin/demand/save', formOf(before.row, { status: 'draft' })],
      [`admin/demand/delete/${OPEN}`, {}],
    ];
    await expectRefused(c, calls, ['registrar', 'finance', 'store', 'learner', 'guest'], state);
  });

  it('refuses bad input with a Chinese message naming the field, storing nothing', async () => {
    const before = { n: await demandCount(), questions: (await t.db.select({ n: count() }).from(demandQuestions))[0].n, audit: await auditCount(t.db) };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ endAt: at(-2) }, 'endAt'],
      [{ startAt: '2031-02-30 09:00' }, 'startAt'],
      [{ questions: [{ ...QUESTIONS[0], choices: ['只有一个'] }] }, 'questions.0.choices'],
      [{ questions: [QUESTIONS[0], { ...QUESTIONS[1], kind: 'rating' }] }, 'questions.1.kind'],
      [{ questions: [{ ...QUESTIONS[2], choices: ['多余'] }] }, 'questions.0.choices'],
      [{ questions: [{ ...QUESTIONS[0], choices: ['甲', '甲'] }] }, 'questions.0.choices'],
      [{ questions: [], status: 'published' }, 'questions'],
    ];
    for (const [bad, field] of cases) {
      const { envelope } = await c.call('admin/demand/save', demandForm(bad), 'editor');
      expect(envelope.code, field).toBe(Code.BadInput);
      expect(envelope.codeMsg, field).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}：.*[\\u4e00-\\u9fa5]`));
    }
    expect(await demandCount()).toBe(before.n);
    expect((await t.db.select({ n: count() }).from(demandQuestions))[0].n).toBe(before.questions);
    expect(await auditCount(t.db)).toBe(before.audit);
  });

  it('keeps a draft off the public site; published, it takes answers, and then its questions are fixed', async () => {
    const { envelope } = await c.call<{ id: number }>('admin/demand/save', demandForm(), 'editor');
    expect(envelope.code).toBe(0);
    const id = envelope.data.id;
    const draft = await get(id);
    expect(draft).toMatchObject({ status: 'draft', answerCount: 0 });
    expect(draft.intro).toContain('请如实填写');
    expect(draft.intro).not.toMatch(/script|javascript:/i);
    expect(draft.questions.map((q) => [q.kind, q.title, q.choices, q.isRequired])).toEqual([
      ['single', '您所在机构的类型', ['乡镇卫生院', '社区卫生服务中心', '村卫生室'], true],
      ['multiple', '您希望加强哪些方面的培训', ['慢病管理', '急救技能', '中医适宜技术'], false],
      ['text', '其他建议', [], false],
    ]);
    const answer = () => c.call(`demand/answer/${id}`, { answers: { [`q${draft.questions[0].id}`]: '1' } }, 'learner');
    expect((await c.publicGet(`demand/detail/${id}`)).envelope.code).toBe(Code.NotFound);
    expect((await answer()).envelope.code).toBe(Code.NotFound);
    expect(await sitemap()).not.toContain(`/demand/${id}<`);

    // Without answers the questions may still change: one fewer, reordered.
    const reordered = [QUESTIONS[1], QUESTIONS[0]];
    expect((await c.call('admin/demand/save', formOf(draft, { questions: reordered, status: 'published' }), 'admin')).envelope.code).toBe(0);
    const published = await get(id);
    expect(published.questions.map((q) => q.title)).toEqual(['您希望加强哪些方面的培训', '您所在机构的类型']);
    const detail = (await c.publicGet<ApiDemandDetail>(`demand/detail/${id}`)).envelope.data;
    expect(detail.questions.map((q) => q.title)).toEqual(['您希望加强哪些方面的培训', '您所在机构的类型']);
    expect(await sitemap()).toContain(`/demand/${id}<`);
    const answered = await c.call(`demand/answer/${id}`, { answers: { [`q${published.questions[1].id}`]: '0' } }, 'learner');
    expect(answered.envelope.code).toBe(0);

    // Answered: questions refused (added, changed, removed), the rest may change and keeps the question ids.
    const before = { audit: await auditCount(t.db), row: await get(id) };
    expect(before.row.answerCount).toBe(1);
    for (const questions of [[...reordered, QUESTIONS[2]], [reordered[0], { ...reordered[1], title: '机构类型' }], [reordered[0]]]) {
      const refused = await c.call('admin/demand/save', formOf(before.row, { questions }), 'editor');
      expect(refused.envelope.code).toBe(Code.Conflict);
      expect(refused.envelope.codeMsg).toBe('该调查已收到 1 份答卷，题目不能再增删或修改；标题、说明、时间和发布状态仍可修改');
    }
    expect(await get(id)).toEqual(before.row);
    expect(await auditCount(t.db)).toBe(before.audit);
    expect((await c.call('admin/demand/save', formOf(before.row, { title: '2031年基层培训需求调查（更正）' }), 'editor')).envelope.code).toBe(0);
    expect(await get(id)).toEqual({ ...before.row, title: '2031年基层培训需求调查（更正）' });

    const refused = await c.call(`admin/demand/delete/${id}`, {}, 'editor');
    expect(refused.envelope.code).toBe(Code.Conflict);
    expect(refused.envelope.codeMsg).toBe('该调查已收到 1 份答卷，不能删除；如需隐藏，请改为下线');
    expect((await get(id)).status).toBe('published');

    expect((await c.call('admin/demand/save', formOf(await get(id), { status: 'draft' }), 'editor')).envelope.code).toBe(0);
    expect((await c.publicGet(`demand/detail/${id}`)).envelope.code).toBe(Code.NotFound);
    expect(await sitemap()).not.toContain(`/demand/${id}<`);
    const audits = (await auditRows(t.db, 'demand')).filter((a) => a.itemId === String(id));
    expect(audits.map((a) => [a.action, a.staffId])).toEqual([
      ['create', c.ids.editor], ['publish', c.ids.admin], ['update', c.ids.editor], ['unpublish', c.ids.editor],
    ]);
    expect((audits[1].before as ApiAdminDemand).questions).toHaveLength(3);
    expect((audits[1].after as ApiAdminDemand).questions).toHaveLength(2);
  });

  it('takes the home page and centres\' invitation away when the open survey is unpublished', async () => {
    expect((await homeDemand())?.id).toBe(OPEN);
    expect((await current())?.id).toBe(OPEN);
    const open = await get(OPEN);
    expect((await c.call('admin/demand/save', formOf(open, { status: 'draft' }), 'editor')).envelope.code).toBe(0);
    expect((await homeDemand())?.id).not.toBe(OPEN);
    // demand/current keeps its answer for everyone a few seconds, but a staff change is seen at once.
    expect((await current())?.id).not.toBe(OPEN);
    expect((await c.call('admin/demand/save', formOf(open), 'editor')).envelope.code).toBe(0);
    expect((await homeDemand())?.id).toBe(OPEN);
    expect((await current())?.id).toBe(OPEN);
    expect(await get(OPEN)).toEqual(open);
  });

  it('deletes a survey nobody answered, with its questions, and writes the audit row', async () => {
    const { envelope } = await c.call<{ id: number }>('admin/demand/save', demandForm({ title: '待删除的调查' }), 'editor');
    const made = await get(envelope.data.id);
    await expectDeletedByAdmin(c, t.db, 'demand', made, () => t.db.select().from(demandQuestions).where(eq(demandQuestions.demandId, made.id)));
  });
});
