// The case competition's judging (registrar): entries reviewed once (4660 on a second or concurrent decision),
// bulk approval, one score per judge per entry with the average shown, results published once with places and
// awards on the public entries list and a message to each author, and nothing changeable after publication.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiPage } from '@/contract/api-types';
import type { ApiPublishedEntry } from '@/contract/wire/activity';
import type { ApiAdminEntryPage } from '@/contract/wire/admin-review';
import { activities, activityEntries } from '@/server/modules/activity/schema';
import { messages } from '@/server/modules/message/schema';
import { users } from '@/server/modules/passport/schema';
import { auditRows, freshConsoleDb, type Who } from '../content-test-helpers';
import { awardFor, rankByAverage } from './results';

const DAY = 86_400_000;

describe('admin/activity/entry/* and admin/activity/results', () => {
  const { t, c } = freshConsoleDb('10.34.0');

  /** A competition past its deadline with `n` entries waiting for review, by new authors. */
  async function judging(n: number, deadlineInDays = -1) {
    const now = Date.now();
    const [a] = await t.db.insert(activities).values({
      title: `测试大赛${now}`, cover: '/images/activity/cover-1.jpg', summary: '简介', organiser: '学会', rules: '<p>规则</p>',
      startAt: new Date(now - 30 * DAY), deadline: new Date(now + deadlineInDays * DAY), endAt: new Date(now + 20 * DAY),
    }).returning();
    const entries = [];
    for (let i = 0; i < n; i++) {
      const [u] = await t.db.insert(users).values({ phone: `1370${String(now).slice(-5)}${i}${i}`.slice(0, 11), name: `作者${i}` }).returning();
      const [e] = await t.db.insert(activityEntries).values({
        activityId: a.id, userId: u.id, title: `病例${i}`, department: '全科', abstract: '患者男，62岁，高血压合并糖尿病，规范管理后达标。',
      }).returning();
      entries.push(e);
    }
    return { activity: a, entries };
  }
  const list = (activityId: number, form: Record<string, unknown> = {}, who: Who = 'registrar') =>
    c.call<ApiAdminEntryPage>('admin/activity/entry/list', { activityId: String(activityId), ...form }, who);
  const entryOf = async (id: number) => (await t.db.select().from(activityEntries).where(eq(activityEntries.id, id)))[0];

  it('ranks with shared places and gives awards by place', () => {
    const ranked = rankByAverage([{ average: 80 }, { average: 95 }, { average: 80 }, { average: 60 }]);
    expect(ranked.map((r) => [r.average, r.rank])).toEqual([[95, 1], [80, 2], [80, 2], [60, 4]]);
    const places = { first: 1, second: 2, third: 0, excellent: 5 };
    expect([1, 2, 3, 4, 9].map((r) => awardFor(r, places))).toEqual(['一等奖', '二等奖', '二等奖', '优秀奖', null]);
  });

  it('reviews once: approval and rejection tell the author; a second or concurrent decision is refused', async () => {
    const { activity, entries: [a, b, d] } = await judging(3);
    expect((await c.call(`admin/activity/entry/decide/${a.id}`, { decision: 'approve' }, 'registrar')).envelope.code).toBe(0);
    expect((await c.call(`admin/activity/entry/decide/${a.id}`, { decision: 'reject', reason: '重复' }, 'admin')).envelope.code).toBe(AdminCode.AlreadyDecided);
    expect((await c.call(`admin/activity/entry/decide/${b.id}`, { decision: 'reject' }, 'registrar')).envelope.code).toBe(Code.BadInput);
    expect((await c.call(`admin/activity/entry/decide/${b.id}`, { decision: 'reject', reason: '病例信息不完整' }, 'registrar')).envelope.code).toBe(0);
    const both = await Promise.all([
      c.call(`admin/activity/entry/decide/${d.id}`, { decision: 'approve' }, 'registrar'),
      c.call(`admin/activity/entry/decide/${d.id}`, { decision: 'reject', reason: '同时' }, 'admin'),
    ]);
    expect(both.map((r) => r.envelope.code).sort()).toEqual([0, AdminCode.AlreadyDecided].sort());
    expect(await entryOf(a.id)).toMatchObject({ status: 'approved' });
    expect(await entryOf(b.id)).toMatchObject({ status: 'rejected', reviewReason: '病例信息不完整' });
    const told = await t.db.select().from(messages).where(eq(messages.userId, b.userId));
    expect(told).toMatchObject([{ title: '您的参赛作品未通过审核', link: `/activity/${activity.id}` }]);
    expect(told[0].body).toContain('病例信息不完整');
    expect((await auditRows(t.db, 'activity-entry')).filter((r) => r.itemId === String(d.id))).toHaveLength(1);
    const pending = await list(activity.id, { status: 'pending' });
    expect(pending.envelope.data.total).toBe(0);
  });

  it('approves many at once, reporting the ones already decided', async () => {
    const { entries } = await judging(3);
    await c.call(`admin/activity/entry/decide/${entries[0].id}`, { decision: 'reject', reason: '不符合要求' }, 'registrar');
    const res = await c.call<{ done: number[]; refused: { id: number }[] }>('admin/activity/entry/bulk', { ids: entries.map((e) => String(e.id)) }, 'registrar');
    expect(res.envelope.data.done).toEqual([entries[1].id, entries[2].id]);
    expect(res.envelope.data.refused.map((r) => r.id)).toEqual([entries[0].id]);
    expect((await c.call('admin/activity/entry/bulk', { ids: [] }, 'registrar')).envelope.code).toBe(Code.BadInput);
    expect((await c.call('admin/activity/entry/bulk', { ids: [String(entries[0].id)] }, 'editor')).envelope.code).toBe(Code.Forbidden);
  });

  it('keeps one score per judge per entry and shows their average; only approved entries are scored', async () => {
    const { activity, entries: [a, b] } = await judging(2);
    await c.call(`admin/activity/entry/decide/${a.id}`, { decision: 'approve' }, 'registrar');
    expect((await c.call(`admin/activity/entry/score/${b.id}`, { score: '80' }, 'registrar')).envelope.code).toBe(AdminCode.EntryNotApproved);
    expect((await c.call(`admin/activity/entry/score/${a.id}`, { score: '70' }, 'registrar')).envelope.code).toBe(0);
    expect((await c.call(`admin/activity/entry/score/${a.id}`, { score: '85.5', comment: '规范' }, 'registrar')).envelope.code).toBe(0);
    expect((await c.call(`admin/activity/entry/score/${a.id}`, { score: '90' }, 'admin')).envelope.code).toBe(0);
    for (const score of ['101', '-1', '8.25', 'abc', '']) {
      expect((await c.call(`admin/activity/entry/score/${a.id}`, { score }, 'registrar')).envelope.code, score).toBe(Code.BadInput);
    }
    for (const who of ['learner', 'editor', 'finance'] as Who[]) {
      expect((await c.call(`admin/activity/entry/score/${a.id}`, { score: '10' }, who)).envelope.code, who).toBe(Code.Forbidden);
    }
    expect((await c.call(`admin/activity/entry/score/${a.id}`, { score: '10' }, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
    const row = (await list(activity.id)).envelope.data.list.find((r) => r.id === a.id)!;
    expect(row.scores.map((s) => s.score).sort()).toEqual([85.5, 90]);
    expect(row.average).toBe(87.8);
  });

  it('publishes the results once, when every approved entry is scored, and then fixes reviews and scores', async () => {
    const { activity, entries: [a, b, d] } = await judging(3);
    for (const e of [a, b, d]) await c.call(`admin/activity/entry/decide/${e.id}`, { decision: 'approve' }, 'registrar');
    await c.call(`admin/activity/entry/score/${a.id}`, { score: '88' }, 'registrar');
    await c.call(`admin/activity/entry/score/${b.id}`, { score: '95' }, 'registrar');
    const early = await c.call(`admin/activity/results/${activity.id}`, { action: 'publish' }, 'registrar');
    expect(early.envelope.code).toBe(AdminCode.ResultsNotReady);
    await c.call(`admin/activity/entry/score/${d.id}`, { score: '60' }, 'registrar');
    const both = await Promise.all([
      c.call(`admin/activity/results/${activity.id}`, { action: 'publish', first: '1', second: '1', third: '0' }, 'registrar'),
      c.call(`admin/activity/results/${activity.id}`, { action: 'publish', first: '1', second: '1', third: '0' }, 'admin'),
    ]);
    expect(both.map((r) => r.envelope.code).sort()).toEqual([0, AdminCode.AlreadyDecided].sort());
    expect(await entryOf(b.id)).toMatchObject({ rank: 1, award: '一等奖', status: 'awarded', isPublished: true });
    expect(await entryOf(a.id)).toMatchObject({ rank: 2, award: '二等奖', status: 'awarded' });
    expect(await entryOf(d.id)).toMatchObject({ rank: 3, award: null, status: 'approved' });
    const told = await t.db.select().from(messages).where(eq(messages.userId, b.userId));
    expect(told.at(-1)!.body).toContain('排名第 1 名，荣获一等奖');
    // The public entries list shows the ranking with each average.
    const shown = await c.publicGet<ApiPage<ApiPublishedEntry>>(`activity/entries/${activity.id}`, {}, 'learner');
    expect(shown.envelope.data.list.map((e) => [e.id, e.rank, e.score])).toEqual([[b.id, 1, 95], [a.id, 2, 88], [d.id, 3, 60]]);
    // Fixed now: a score or a review is refused until the results are withdrawn.
    expect((await c.call(`admin/activity/entry/score/${d.id}`, { score: '99' }, 'registrar')).envelope.code).toBe(AdminCode.ResultsPublished);
    expect((await c.call(`admin/activity/results/${activity.id}`, { action: 'withdraw' }, 'registrar')).envelope.code).toBe(0);
    expect(await entryOf(b.id)).toMatchObject({ rank: null, award: null, status: 'approved' });
    expect((await c.call(`admin/activity/entry/score/${d.id}`, { score: '99' }, 'registrar')).envelope.code).toBe(0);
    const trail = (await auditRows(t.db, 'activity')).filter((r) => r.itemId === String(activity.id)).sort((x, y) => x.id - y.id);
    expect(trail.map((r) => r.action)).toEqual(['publish', 'unpublish']);
  });

  it('refuses results while entries are still taken, and the wrong people', async () => {
    const { activity } = await judging(1, 5);
    expect((await c.call(`admin/activity/results/${activity.id}`, { action: 'publish' }, 'registrar')).envelope.code).toBe(AdminCode.ResultsNotReady);
    expect((await c.call(`admin/activity/results/${activity.id}`, { action: 'shout' }, 'registrar')).envelope.code).toBe(Code.BadInput);
    for (const who of ['learner', 'editor', 'store'] as Who[]) {
      expect((await c.call(`admin/activity/results/${activity.id}`, { action: 'publish' }, who)).envelope.code, who).toBe(Code.Forbidden);
      expect((await list(activity.id, {}, who)).envelope.code, who).toBe(Code.Forbidden);
    }
    expect((await list(999999)).envelope.code).toBe(Code.NotFound);
    // Without a competition named, the one being judged, and every competition to switch to.
    const current = await c.call<ApiAdminEntryPage>('admin/activity/entry/list', {}, 'registrar');
    expect(current.envelope.data.activity.stage).toBe('judging');
    expect(current.envelope.data.competitions.map((x) => x.id)).toContain(activity.id);
    expect((await list(activity.id, { status: 'odd' })).envelope.code).toBe(Code.BadInput);
  });
});
