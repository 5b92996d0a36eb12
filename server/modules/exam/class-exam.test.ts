import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import type { ApiAdminExamBank, ApiAdminExamStats } from '@/contract/wire/admin-exam';
import type { ApiExamAttempt, ApiExamInfo, ApiExamResult } from '@/contract/wire/exam';
import type { ApiStudySummary } from '@/contract/wire/study';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import { auditLog, certificates, examPapers, examQuestions, staffRoles, trainingCheckins, trainingSessions, trainings, users } from '@/server/db/schema';
import { CLASS_EXAM_LEARNER } from '@/server/seed/data/class-exam';
import { HOUR, addSession, openForSignup, signupForm, userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';

// A class's post-test (issue 11): the same engine as a course's, opened by a check-in at every session.
// Class 30 gets a test built in the console here; class 31 keeps none. Each class is given two sessions of
// its own: one past (attended, written as staff would have recorded it) and one open now, whose code the
// learner types, so the last check-in goes through training/attend.
const WITH_TEST = 30;
const WITHOUT_TEST = 31;

const CSV = [
  '题型,题干,选项A,选项B,选项C,选项D,答案,解析',
  '单选,成人心肺复苏胸外按压的频率为每分钟,60～80次,80～100次,100～120次,120～140次,C,按压频率100～120次/分。',
  '单选,成人胸外按压的深度为,2～3 cm,3～4 cm,5～6 cm,7～8 cm,C,按压深度5～6 cm。',
  '多选,高质量心肺复苏的要点包括,按压后胸廓充分回弹,尽量减少按压中断,避免过度通气,每次按压后检查脉搏,ABC,不应每次按压后检查脉搏。',
  '判断,AED到达后应先完成5个周期心肺复苏再开机。,,,,,错误,AED到达后应尽快开机使用。',
].join('\n');

describe('a class post-test: exam/training/* and admin/exam/training/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const staff = new Map<string, string>();
  let ip = 0;
  const nextIp = () => `10.98.0.${++ip}`;

  beforeAll(async () => {
    // Staff of their own (phones 1370009809x), each with one role.
    for (const [i, role] of (['registrar', 'editor', 'finance'] as const).entries()) {
      const phone = `1370009809${i + 1}`;
      staff.set(role, (await api.login(phone, { ip: nextIp() })).cookie);
      const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      await t.db.insert(staffRoles).values({ userId: u.id, role });
    }
    // Two sessions per class, the seed's taken away: one past, one open now (code 3xxxxx).
    for (const id of [WITH_TEST, WITHOUT_TEST]) {
      await openForSignup(t.db, id, 20);
      await t.db.update(trainings).set({ isPublished: true }).where(eq(trainings.id, id));
      await t.db.delete(trainingSessions).where(eq(trainingSessions.trainingId, id));
      await addSession(t.db, id, -48 * HOUR, -46 * HOUR, `${id}0001`);
      await addSession(t.db, id, -HOUR, 2 * HOUR, `${id}0002`);
    }
  });

  const as = (role: string) => ({ cookie: staff.get(role) });

  /** A learner signed up to the class, with the past session attended (the open one still to check in to). */
  async function learner(id: number) {
    const { user, cookie } = await userWithCookie(t.db);
    expect((await api.call(`training/signup/${id}`, signupForm({ name: `学员${user.id}` }), { cookie })).envelope.code).toBe(0);
    const [past] = await t.db.select().from(trainingSessions).where(and(eq(trainingSessions.trainingId, id), eq(trainingSessions.checkinCode, `${id}0001`)));
    await t.db.insert(trainingCheckins).values({ sessionId: past.id, userId: user.id, method: 'manual', createdAt: new Date(Date.now() - 47 * HOUR) });
    return { user, cookie };
  }
  const attendLast = async (id: number, cookie: string) =>
    (await api.call('training/attend', { code: `${id}0002` }, { cookie, ip: nextIp() })).envelope;
  const certsOf = (userId: number, id: number) =>
    t.db.select().from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.kind, 'training'), eq(certificates.refId, id)));
  const standing = async (cookie: string) => (await api.call<ApiTrainingDetail>(`training/detail/${WITH_TEST}`, {}, { cookie })).envelope.data.myExam;
  const info = async (cookie: string) => (await api.call<ApiExamInfo>(`exam/training/info/${WITH_TEST}`, {}, { cookie })).envelope;
  const start = async (cookie: string) => (await api.call<ApiExamAttempt>(`exam/training/start/${WITH_TEST}`, {}, { cookie })).envelope;

  /** The right answers of an attempt, with the first `wrong` of them answered wrongly. */
  async function answersFor(attempt: ApiExamAttempt, wrong = 0) {
    const rows = await t.db.select().from(examQuestions).where(inArray(examQuestions.id, attempt.questions.map((q) => q.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return JSON.stringify(
      Object.fromEntries(
        attempt.questions.map((q, i) => {
          const right = byId.get(q.id)!.answer;
          const other = q.options.findIndex((_, k) => !right.includes(k));
          return [String(q.id), i < wrong ? [other] : right];
        }),
      ),
    );
  }

  it('lets only the registrar build a class test: bank from CSV, rules, a question, stats', async () => {
    for (const who of ['editor', 'finance']) {
      for (const [path, body] of [
        [`admin/exam/training/get/${WITH_TEST}`, {}],
        [`admin/exam/training/stats/${WITH_TEST}`, {}],
        [`admin/exam/training/import/${WITH_TEST}`, { csv: CSV, mode: 'replace' }],
      ] as const) {
        expect((await api.call(path, body, as(who))).envelope.code).toBe(Code.Forbidden);
      }
    }
    const learnerCookie = (await userWithCookie(t.db)).cookie;
    expect((await api.call(`admin/exam/training/get/${WITH_TEST}`, {}, { cookie: learnerCookie })).envelope.code).not.toBe(Code.Ok);
    expect((await api.call(`admin/exam/training/get/999999`, {}, as('registrar'))).envelope).toMatchObject({ code: Code.NotFound, codeMsg: '培训班不存在' });

    const imported = await api.call<{ imported: number; total: number }>(`admin/exam/training/import/${WITH_TEST}`, { csv: CSV, mode: 'replace' }, as('registrar'));
    expect(imported.envelope).toMatchObject({ code: 0, data: { imported: 4, total: 4 } });
    const added = await api.call('admin/exam/question/save', {
      trainingId: String(WITH_TEST), kind: 'judge', stem: '发现成人倒地无反应、无正常呼吸，应立即呼救并开始胸外按压。', options: [], answer: ['0'], explanation: '先呼救、取AED，立即按压。', inPaper: '1',
    }, as('registrar'));
    expect(added.envelope.code).toBe(0);
    // A question names a course or a class, not both and not neither.
    const both = await api.call('admin/exam/question/save', {
      courseId: '6', trainingId: String(WITH_TEST), kind: 'judge', stem: '两者皆有', options: [], answer: ['0'], explanation: '', inPaper: '1',
    }, as('registrar'));
    expect(both.envelope.code).toBe(Code.BadInput);
    const paper = await api.call(`admin/exam/training/paper/${WITH_TEST}`, {
      title: '心肺复苏结业考试', mode: 'fixed', drawCount: '5', passScore: '80', timeLimitMinutes: '20', maxAttempts: '2', isPublished: '1',
    }, as('registrar'));
    expect(paper.envelope.code).toBe(0);

    const bank = (await api.call<ApiAdminExamBank>(`admin/exam/training/get/${WITH_TEST}`, {}, as('registrar'))).envelope.data;
    expect(bank).toMatchObject({ kind: 'training', training: { id: WITH_TEST }, paper: { title: '心肺复苏结业考试', passScore: 80, maxAttempts: 2 } });
    expect(bank.questions).toHaveLength(5);
    const rows = await t.db.select().from(examQuestions).where(eq(examQuestions.trainingId, WITH_TEST));
    expect(rows.every((r) => r.courseId === null)).toBe(true);
    expect(await t.db.select().from(examPapers).where(eq(examPapers.trainingId, WITH_TEST))).toMatchObject([{ courseId: null, passScore: 80 }]);
    // The audit trail names the class.
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.kind, 'training'), eq(auditLog.itemId, String(WITH_TEST))));
    expect(audit.length).toBeGreaterThanOrEqual(3);
    // The course's bank is untouched and still answers as a course's.
    expect((await api.call<ApiAdminExamBank>('admin/exam/get/6', {}, as('registrar'))).envelope.data).toMatchObject({ kind: 'course', course: { id: 6 } });
    const stats = await api.call<ApiAdminExamStats>(`admin/exam/training/stats/${WITH_TEST}`, {}, as('registrar'));
    expect(stats.envelope).toMatchObject({ code: 0, data: { kind: 'training', trainingId: WITH_TEST, learners: 0, attempts: 0 } });
  });

  it('stays closed until every session is checked in to, and no certificate comes at the last check-in', async () => {
    const { user, cookie } = await learner(WITH_TEST);
    expect((await info(cookie)).data).toMatchObject({
      kind: 'training', trainingId: WITH_TEST, title: '心肺复苏结业考试', lessonsTotal: 2, lessonsFinished: 1, enrolled: true, blocked: 'lessons', questionCount: 5,
    });
    expect(await standing(cookie)).toEqual({ state: 'closed', attemptsUsed: 0, maxAttempts: 2 });
    const refused = await start(cookie);
    expect(refused.code).toBe(Code.Forbidden);
    expect(refused.codeMsg).toBe('参加本培训班的全部课次并签到后才能参加考试');

    expect((await attendLast(WITH_TEST, cookie)).code).toBe(0);
    // The class has a test: checking in to every session no longer completes it.
    expect(await certsOf(user.id, WITH_TEST)).toHaveLength(0);
    expect((await info(cookie)).data).toMatchObject({ lessonsFinished: 2, blocked: '', passed: false });
    expect(await standing(cookie)).toEqual({ state: 'open', attemptsUsed: 0, maxAttempts: 2 });
  });

  it('sends the paper without answers, and issues the certificate only with the pass', async () => {
    const { user, cookie } = await learner(WITH_TEST);
    await attendLast(WITH_TEST, cookie);
    const res = await api.call<ApiExamAttempt>(`exam/training/start/${WITH_TEST}`, {}, { cookie });
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data.questions).toHaveLength(5);
    for (const q of res.envelope.data.questions) expect(Object.keys(q).sort()).toEqual(['id', 'kind', 'options', 'stem']);
    expect(res.body).not.toMatch(/"answer"|explanation/);

    // 3 of 5 right: 60, under the pass mark of 80.
    const failed = await api.call<ApiExamResult>(`exam/submit/${res.envelope.data.id}`, { answers: await answersFor(res.envelope.data, 2) }, { cookie });
    expect(failed.envelope.data).toMatchObject({ kind: 'training', trainingId: WITH_TEST, score: 60, passed: false, attemptsLeft: 1 });
    expect(await certsOf(user.id, WITH_TEST)).toHaveLength(0);
    expect(await standing(cookie)).toEqual({ state: 'open', attemptsUsed: 1, maxAttempts: 2 });

    const second = (await start(cookie)).data;
    const passed = await api.call<ApiExamResult>(`exam/submit/${second.id}`, { answers: await answersFor(second) }, { cookie });
    expect(passed.envelope.data).toMatchObject({ score: 100, passed: true, attemptsLeft: 0 });
    expect(passed.envelope.data.items.every((q) => q.correct && q.explanation !== '')).toBe(true);
    expect(await certsOf(user.id, WITH_TEST)).toHaveLength(1);
    expect((await info(cookie)).data).toMatchObject({ passed: true, blocked: 'passed', attempts: [{ number: 2, passed: true }, { number: 1, passed: false }] });
    expect((await start(cookie)).codeMsg).toBe('您已通过本培训班考试');
    expect(await standing(cookie)).toEqual({ state: 'passed', attemptsUsed: 2, maxAttempts: 2 });
    const stats = (await api.call<ApiAdminExamStats>(`admin/exam/training/stats/${WITH_TEST}`, {}, as('registrar'))).envelope.data;
    expect(stats).toMatchObject({ learners: 1, attempts: 2, passedLearners: 1, passRate: 100 });
  });

  it('is closed to someone not signed up, and a class without a test answers 404', async () => {
    const { cookie } = await userWithCookie(t.db);
    expect((await info(cookie)).data).toMatchObject({ enrolled: false, blocked: 'enrol' });
    // No sign-up: the class page shows no test link.
    expect(await standing(cookie)).toBeNull();
    expect((await start(cookie)).codeMsg).toBe('报名本培训班后才能参加考试');
    expect((await api.call(`exam/training/info/${WITHOUT_TEST}`, {}, { cookie })).envelope).toMatchObject({ code: Code.NotFound, codeMsg: '本培训班没有考试' });
    // The course endpoints do not read a class's id as a course's test.
    expect((await api.call(`exam/info/${WITH_TEST}`, {}, { cookie })).envelope.code).toBe(Code.NotFound);
  });

  it('a class without a test still issues its certificate at the last check-in', async () => {
    const { user, cookie } = await learner(WITHOUT_TEST);
    expect(await certsOf(user.id, WITHOUT_TEST)).toHaveLength(0);
    expect((await attendLast(WITHOUT_TEST, cookie)).code).toBe(0);
    expect(await certsOf(user.id, WITHOUT_TEST)).toHaveLength(1);
  });

  it('an unpublished test is no test: the class completes at the last check-in again', async () => {
    await api.call(`admin/exam/training/paper/${WITH_TEST}`, {
      title: '心肺复苏结业考试', mode: 'fixed', drawCount: '5', passScore: '80', timeLimitMinutes: '20', maxAttempts: '2', isPublished: '0',
    }, as('registrar'));
    const { user, cookie } = await learner(WITH_TEST);
    expect((await info(cookie)).code).toBe(Code.NotFound);
    await attendLast(WITH_TEST, cookie);
    expect(await certsOf(user.id, WITH_TEST)).toHaveLength(1);
  });
});

describe('the demo class post-test (seed)', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  it('gives a finished class a published test of at least 20 questions, open to a learner who attended every session', async () => {
    const [paper] = await t.db.select().from(examPapers).where(isNotNull(examPapers.trainingId));
    expect(paper).toMatchObject({ courseId: null, isPublished: true });
    const id = paper.trainingId!;
    expect((await t.db.select().from(examQuestions).where(eq(examQuestions.trainingId, id))).length).toBeGreaterThanOrEqual(20);
    const { cookie, user } = await userWithCookie(t.db, { phone: CLASS_EXAM_LEARNER.phone });
    const info = (await api.call<ApiExamInfo>(`exam/training/info/${id}`, {}, { cookie })).envelope.data;
    expect(info).toMatchObject({ kind: 'training', trainingId: id, enrolled: true, blocked: '', passed: false, attempts: [] });
    expect(info.lessonsTotal).toBeGreaterThan(0);
    expect(info.lessonsFinished).toBe(info.lessonsTotal);
    // The study centre leads to it.
    const study = (await api.call<ApiStudySummary>('user/study/summary', {}, { cookie })).envelope.data;
    expect(study.trainings.list.find((c) => c.id === id)).toMatchObject({ cert: null, exam: { state: 'open', attemptsUsed: 0, maxAttempts: 3 } });
    // Every session attended, and still no certificate: the class's test comes first.
    expect(await t.db.select().from(certificates).where(and(eq(certificates.userId, user.id), eq(certificates.kind, 'training')))).toHaveLength(0);
  });
});
