// admin/activity/*: the editor's case competitions: each role allowed or refused with nothing changed, bad
// input, rules sanitized on save, deletes refused once anyone entered, one audit row per change, and
// unpublished competitions gone from every public read (list, detail, entries, entering, the menu flag).
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiPage, ApiUserInfo } from '@/contract/api-types';
import type { ApiActivityCard, ApiActivityDetail } from '@/contract/wire/activity';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminActivity, ApiAdminActivityRow } from '@/contract/wire/admin-content';
import { formatChinaMinute } from '@/contract/time';
import { activities, activityEntries } from '@/server/modules/activity/schema';
import { auditCount, auditRows, expectDeletedByAdmin, expectRefused, freshConsoleDb } from '../content-test-helpers';

const DAY = 86_400_000;
const at = (days: number) => formatChinaMinute(new Date(Date.now() + days * DAY));
/** Seeded competitions (server/seed/activities.ts): 1 open, 4 ended with entries. */
const OPEN = 1;
const ENDED_WITH_ENTRIES = 4;

const activityForm = (overrides: Record<string, unknown> = {}) => ({
  title: '全省基层高血压病例大赛（鹈鹕赛季）', cover: '/images/activity/cover-1.jpg', summary: '征集基层高血压规范管理病例。',
  organiser: '河南省基层卫生健康学会',
  rules: '<p>参赛要求<script>alert(1)</script></p><p><a href="javascript:alert(2)" onclick="steal()">细则</a><img src="x" onerror="steal()"></p>',
  timeline: [{ date: '2031-03-01', title: '启动' }, { date: '2031-05-01', title: '截止' }],
  startAt: at(-1), deadline: at(20), endAt: at(40), status: 'draft', ...overrides,
});

describe('admin/activity/*', () => {
  const { t, c } = freshConsoleDb('10.32.0');

  const activityCount = async () => (await t.db.select({ n: count() }).from(activities))[0].n;
  const get = async (id: number) => (await c.call<ApiAdminActivity>(`admin/activity/get/${id}`, {}, 'editor')).envelope.data;
  const publicIds = async () =>
    (await c.publicGet<ApiPage<ApiActivityCard>>('activity/list', { pageSize: '50' }, 'learner')).envelope.data.list.map((a) => a.id);
  const existActivity = async () => (await c.publicGet<ApiUserInfo>('home/auth', {}, 'learner')).envelope.data.existActivity;
  const enter = (id: number) =>
    c.call(`activity/entrySave/${id}`, { title: '高血压合并糖尿病一例', department: '全科', abstract: '患者男，62岁，高血压合并糖尿病，经基层规范管理后血压血糖达标。' }, 'learner');


  it('lets an editor and an admin list every competition, newest first, with its stage and entries', async () => {
    for (const who of ['editor', 'admin'] as const) {
      const { envelope } = await c.call<ApiAdminPage<ApiAdminActivityRow>>('admin/activity/list', {}, who);
      expect(envelope.code, who).toBe(0);
      expect(envelope.data.total).toBe(await activityCount());
      const starts = envelope.data.list.map((r) => r.startAt);
      expect([...starts].sort().reverse()).toEqual(starts);
      expect(envelope.data.list.find((r) => r.id === OPEN)).toMatchObject({ status: 'published', stage: 'open' });
      expect(envelope.data.list.find((r) => r.id === ENDED_WITH_ENTRIES)!.entryCount).toBeGreaterThan(0);
    }
    const drafts = await c.call<ApiAdminPage<ApiAdminActivityRow>>('admin/activity/list', { status: 'draft' }, 'editor');
    expect(drafts.envelope.data).toEqual({ list: [], total: 0 });
  });

  it('refuses other roles and learners (4003) and guests (1001) on every endpoint, changing nothing', async () => {
    const state = async () => ({ n: await activityCount(), audit: await auditCount(t.db), row: await get(OPEN) });
    const calls: [string, Record<string, unknown>][] = [
      ['admin/activity/list', {}],
      [`admin/activity/get/${OPEN}`, {}],
      ['admin/activity/save', activityForm()],
      ['admin/activity/save', activityForm({ id: String(OPEN) })],
      [`admin/activity/delete/${OPEN}`, {}],
    ];
    await expectRefused(c, calls, ['registrar', 'finance', 'store', 'learner', 'guest'], state);
  });

  it('refuses bad input with a Chinese message naming the field, storing nothing', async () => {
    const before = { n: await activityCount(), audit: await auditCount(t.db) };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'title'],
      [{ cover: 'javascript:alert(1)' }, 'cover'],
      [{ startAt: '明天' }, 'startAt'],
      [{ deadline: at(-2) }, 'deadline'],
      [{ endAt: at(10) }, 'endAt'],
      [{ timeline: [{ date: '2031-02-30', title: '启动' }] }, 'timeline.0.date'],
      [{ rules: '<script>alert(1)</script>' }, 'rules'],
      [{ status: 'open' }, 'status'],
    ];
    for (const [bad, field] of cases) {
      const { envelope } = await c.call('admin/activity/save', activityForm(bad), 'editor');
      expect(envelope.code, field).toBe(Code.BadInput);
      expect(envelope.codeMsg, field).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}：.*[\\u4e00-\\u9fa5]`));
    }
    expect((await c.call('admin/activity/save', activityForm({ id: '999999' }), 'editor')).envelope.code).toBe(Code.NotFound);
    expect(await activityCount()).toBe(before.n);
    expect(await auditCount(t.db)).toBe(before.audit);
  });

  it('stores the rules sanitized, keeps a draft off the public site, and publishing and unpublishing show and hide it', async () => {
    const { envelope } = await c.call<{ id: number }>('admin/activity/save', activityForm(), 'editor');
    expect(envelope.code).toBe(0);
    const id = envelope.data.id;
    const saved = await get(id);
    expect(saved).toMatchObject({ title: '全省基层高血压病例大赛（鹈鹕赛季）', status: 'draft', entryCount: 0, timeline: activityForm().timeline });
    expect(saved.rules).toContain('参赛要求');
    expect(saved.rules).not.toMatch(/script|javascript:|onclick|onerror/i);
    const [row] = await t.db.select({ rules: activities.rules }).from(activities).where(eq(activities.id, id));
    expect(row.rules).toBe(saved.rules);

    const hidden = async () => {
      expect(await publicIds()).not.toContain(id);
      expect((await c.publicGet(`activity/detail/${id}`, {}, 'learner')).envelope.code).toBe(Code.NotFound);
      expect((await c.publicGet(`activity/entries/${id}`, {}, 'learner')).envelope.code).toBe(Code.NotFound);
      expect((await enter(id)).envelope.code).toBe(Code.NotFound);
    };
    await hidden();

    expect((await c.call('admin/activity/save', activityForm({ id: String(id), status: 'published' }), 'admin')).envelope.code).toBe(0);
    expect(await publicIds()).toContain(id);
    const detail = (await c.publicGet<ApiActivityDetail>(`activity/detail/${id}`, {}, 'learner')).envelope.data;
    expect(detail).toMatchObject({ id, status: 'open' });
    expect(detail.rules).not.toMatch(/script|javascript:|onclick|onerror/i);

    expect((await c.call('admin/activity/save', activityForm({ id: String(id), status: 'draft' }), 'editor')).envelope.code).toBe(0);
    await hidden();
    const audits = (await auditRows(t.db, 'activity')).filter((a) => a.itemId === String(id));
    expect(audits.map((a) => [a.action, a.staffId])).toEqual([['create', c.ids.editor], ['publish', c.ids.admin], ['unpublish', c.ids.editor]]);
    expect(audits[0]).toMatchObject({ before: null });
    expect(audits[2].before).toMatchObject({ status: 'published' });
    expect(audits[2].after).toMatchObject({ status: 'draft' });
  });

  it('takes the competition entry out of the menu when the only open competition is unpublished', async () => {
    expect(await existActivity()).toBe(true);
    const form = await get(OPEN);
    const { id, entryCount, ...rest } = form;
    void entryCount;
    expect((await c.call('admin/activity/save', { ...rest, id: String(id), status: 'draft' }, 'editor')).envelope.code).toBe(0);
    expect(await existActivity()).toBe(false);
    expect(await publicIds()).not.toContain(OPEN);
    expect((await c.call('admin/activity/save', { ...rest, id: String(id), status: 'published' }, 'editor')).envelope.code).toBe(0);
    expect(await existActivity()).toBe(true);
    expect(await get(OPEN)).toEqual(form);
  });

  it('refuses to delete a competition anyone entered, with the reason, and deletes one nobody entered', async () => {
    const entries = (await t.db.select({ n: count() }).from(activityEntries).where(eq(activityEntries.activityId, ENDED_WITH_ENTRIES)))[0].n;
    const before = { audit: await auditCount(t.db), row: await get(ENDED_WITH_ENTRIES) };
    const refused = await c.call(`admin/activity/delete/${ENDED_WITH_ENTRIES}`, {}, 'editor');
    expect(refused.envelope.code).toBe(Code.Conflict);
    expect(refused.envelope.codeMsg).toBe(`该大赛已有 ${entries} 份参赛作品，不能删除；如需隐藏，请改为下线`);
    expect(await get(ENDED_WITH_ENTRIES)).toEqual(before.row);
    expect(await auditCount(t.db)).toBe(before.audit);

    const { envelope } = await c.call<{ id: number }>('admin/activity/save', activityForm({ title: '待删除的大赛' }), 'editor');
    const made = await get(envelope.data.id);
    await expectDeletedByAdmin(c, t.db, 'activity', made, () => t.db.select().from(activities).where(eq(activities.id, made.id)));
  });
});
