// admin/message/*: an editor's notices. Every role but editor and admin refused (4003, guests 1001) with
// nothing sent; bad input (4000 naming the field); a notice reaches exactly its audience (a class's roster
// without its cancelled sign-ups, a course's learners, everyone not disabled), all in one transaction with
// the history row and one audit row.
import { describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminNoticeRow, ApiNoticeTarget } from '@/contract/wire/admin-people';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { messages } from '@/server/modules/message/schema';
import { users } from '@/server/modules/passport/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { signupForm, userWithCookie } from '@/server/modules/training/test-helpers';
import { auditCount, auditRows, freshConsoleDb } from '../content-test-helpers';
import { adminNotices } from './schema';

describe('admin/message/*', () => {
  const { t, c } = freshConsoleDb('10.42.9');

  const messageCount = async () => (await t.db.select({ n: count() }).from(messages))[0].n;
  /** Who got a message with this title. */
  const receivers = async (title: string) =>
    (await t.db.select({ userId: messages.userId }).from(messages).where(eq(messages.title, title))).map((r) => r.userId).sort((a, b) => a - b);
  const sortIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);


  it('refuses every role but editor and admin (4003) and guests (1001), sending nothing', async () => {
    const before = { messages: await messageCount(), audit: await auditCount(t.db) };
    const calls: [string, Record<string, unknown>][] = [
      ['admin/message/send', { audience: 'everyone', title: '不该发出', body: '不该发出' }],
      ['admin/message/list', {}],
      ['admin/message/targets', { kind: 'training' }],
    ];
    for (const who of ['registrar', 'finance', 'store', 'learner', 'guest'] as const) {
      for (const [path, form] of calls) {
        expect((await c.call(path, form, who)).envelope.code, `${who} ${path}`).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
      }
    }
    expect(await messageCount()).toBe(before.messages);
    expect(await auditCount(t.db)).toBe(before.audit);
  });

  it('answers 4000 naming the field for a missing title, body or class, a foreign link and an unknown audience', async () => {
    const before = await messageCount();
    for (const [form, field] of [
      [{ audience: 'everyone', title: '', body: '内容' }, 'title'],
      [{ audience: 'everyone', title: '标题', body: '  ' }, 'body'],
      [{ audience: 'training', title: '标题', body: '内容' }, 'targetId'],
      [{ audience: 'everyone', title: '标题', body: '内容', link: 'https://evil.example/x' }, 'link'],
      [{ audience: 'everyone', title: '标题', body: '内容', link: '//evil.example/x' }, 'link'],
      [{ audience: 'nobody', title: '标题', body: '内容' }, 'audience'],
      [{ audience: 'everyone', title: '标'.repeat(101), body: '内容' }, 'title'],
    ] as const) {
      const { envelope } = await c.call('admin/message/send', form, 'editor');
      expect(envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      expect(envelope.fields, JSON.stringify(form)).toHaveProperty(field);
    }
    expect((await c.call('admin/message/send', { audience: 'course', targetId: '99999999', title: '标题', body: '内容' }, 'editor')).envelope.code).toBe(Code.NotFound);
    expect(await messageCount()).toBe(before);
  });

  it("reaches exactly a class's roster: not its cancelled sign-ups, not disabled accounts, nobody else", async () => {
    const [training] = await t.db.select().from(trainings).limit(1);
    const [a, b, cancelled, disabled] = await Promise.all([1, 2, 3, 4].map(() => userWithCookie(t.db)));
    const { name, phone, workUnit, department, jobTitle, region } = signupForm();
    const signup = (userId: number, status: 'pending' | 'confirmed' | 'cancelled') =>
      ({ name, phone, workUnit, department, jobTitle, region, trainingId: training.id, userId, status });
    await t.db.insert(trainingSignups).values([
      signup(a.user.id, 'confirmed'), signup(b.user.id, 'pending'), signup(cancelled.user.id, 'cancelled'), signup(disabled.user.id, 'confirmed'),
    ]);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));
    const roster = await t.db
      .select({ id: trainingSignups.userId })
      .from(trainingSignups)
      .innerJoin(users, eq(users.id, trainingSignups.userId))
      .where(and(eq(trainingSignups.trainingId, training.id), isNull(users.disabledAt)));
    const expected = sortIds(roster.map((r) => r.id).filter((id) => id !== cancelled.user.id));
    expect(expected).toEqual(expect.arrayContaining([a.user.id, b.user.id]));

    const targets = (await c.call<ApiNoticeTarget[]>('admin/message/targets', { kind: 'training', q: training.title }, 'editor')).envelope.data;
    expect(targets.find((x) => x.id === training.id)?.learners).toBe(expected.length);

    const audit = await auditCount(t.db);
    const title = '培训地点调整（测试）';
    const { envelope } = await c.call<{ id: number; recipients: number }>(
      'admin/message/send',
      { audience: 'training', targetId: String(training.id), title, body: '第二天课程改在三楼报告厅。', link: `/training/${training.id}` },
      'editor',
    );
    expect(envelope).toMatchObject({ code: 0, data: { recipients: expected.length } });
    expect(await receivers(title)).toEqual(expected);
    const [sent] = await t.db.select().from(messages).where(and(eq(messages.title, title), eq(messages.userId, a.user.id)));
    expect(sent).toMatchObject({ body: '第二天课程改在三楼报告厅。', link: `/training/${training.id}`, readAt: null });
    expect(await auditCount(t.db)).toBe(audit + 1);
    const [row] = (await auditRows(t.db, 'notice')).filter((r) => r.itemId === String(envelope.data.id));
    expect(row).toMatchObject({ action: 'send', before: null, after: { audience: 'training', targetId: training.id, recipients: expected.length } });

    const history = (await c.call<ApiAdminPage<ApiAdminNoticeRow>>('admin/message/list', { audience: 'training' }, 'editor')).envelope.data;
    expect(history.list[0]).toMatchObject({ id: envelope.data.id, title, targetTitle: training.title, recipients: expected.length, staff: { id: c.ids.editor } });
  });

  it("reaches exactly a course's learners", async () => {
    const [course] = await t.db.select().from(courses).limit(1);
    const extra = await userWithCookie(t.db);
    await t.db.insert(courseEnrolments).values({ courseId: course.id, userId: extra.user.id });
    const enrolled = await t.db.select({ id: courseEnrolments.userId }).from(courseEnrolments).innerJoin(users, eq(users.id, courseEnrolments.userId))
      .where(and(eq(courseEnrolments.courseId, course.id), isNull(users.disabledAt)));
    const title = '课程更新（测试）';
    const { envelope } = await c.call('admin/message/send', { audience: 'course', targetId: String(course.id), title, body: '新增第五章。' }, 'admin');
    expect(envelope.code).toBe(0);
    expect(await receivers(title)).toEqual(sortIds(enrolled.map((r) => r.id)));
  });

  it('reaches every account that is not disabled when sent to everyone', async () => {
    const off = await userWithCookie(t.db);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, off.user.id));
    const live = await t.db.select({ id: users.id }).from(users).where(isNull(users.disabledAt));
    const title = '全站通知（测试）：周六维护';
    const { envelope } = await c.call<{ recipients: number }>('admin/message/send', { audience: 'everyone', title, body: '周六晚间维护两小时。' }, 'editor');
    expect(envelope).toMatchObject({ code: 0, data: { recipients: live.length } });
    expect(await receivers(title)).toEqual(sortIds(live.map((r) => r.id)));
    expect(await receivers(title)).not.toContain(off.user.id);
  });

  it('refuses a class with nobody on its roster (4655) and records nothing', async () => {
    const [bare] = await t.db
      .select({ id: trainings.id })
      .from(trainings)
      .where(sql`not exists (select 1 from ${trainingSignups} s where s.training_id = ${trainings.id} and s.status <> 'cancelled')`)
      .limit(1);
    expect(bare).toBeDefined();
    const before = { messages: await messageCount(), notices: (await t.db.select({ n: count() }).from(adminNotices))[0].n };
    const { envelope } = await c.call('admin/message/send', { audience: 'training', targetId: String(bare.id), title: '空班通知', body: '内容' }, 'editor');
    expect(envelope.code).toBe(AdminCode.NoticeNoRecipients);
    expect(await messageCount()).toBe(before.messages);
    expect((await t.db.select({ n: count() }).from(adminNotices))[0].n).toBe(before.notices);
  });
});
