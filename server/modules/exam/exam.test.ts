import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import type { ApiExamAttempt, ApiExamInfo, ApiExamResult } from '@/contract/wire/exam';
import { withTransaction } from '@/server/db/client';
import { certificates, courseEnrolments, courseVideos, examAttempts, examPapers, examQuestions, videoProgress } from '@/server/db/schema';
import { issueCourseCertificates } from '@/server/modules/course/certificates';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { advanceClock, withFakeClock } from '@/tests/api/watch';
import { drawQuestions, sameChoice, scorePaper } from './scoring';

// Seed (server/seed/data/exams.ts): course 6 (free) draws 10 of 20 questions, pass mark 60, 20 minutes,
// 3 attempts; course 5 (paid) asks all 20, pass mark 80, 30 minutes, 2 attempts.
const COURSE = 6;

describe('scoring', () => {
  it('counts a multiple-choice question only when exactly its right options are chosen', () => {
    expect(sameChoice([0, 2], [2, 0])).toBe(true);
    expect(sameChoice([0, 2], [0])).toBe(false);
    expect(sameChoice([0, 2], [0, 1, 2])).toBe(false);
    expect(sameChoice([0, 2], [0, 0])).toBe(false);
    expect(sameChoice([1], undefined)).toBe(false);
    const qs = [{ id: 1, answer: [0] }, { id: 2, answer: [1, 2] }, { id: 3, answer: [1] }];
    expect(scorePaper(qs, { 1: [0], 2: [1, 2], 3: [0] })).toEqual({ correctCount: 2, score: 67 });
    expect(scorePaper(qs, {})).toEqual({ correctCount: 0, score: 0 });
  });

  it('draws distinct questions, no more than there are', () => {
    const drawn = drawQuestions([1, 2, 3, 4, 5], 3);
    expect(new Set(drawn).size).toBe(3);
    expect(drawQuestions([1, 2], 5).sort()).toEqual([1, 2]);
  });
});

describe('exam/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  /** A new learner enrolled in the course, with every lesson finished unless told otherwise. */
  async function learner(finished = true) {
    const { user, cookie } = await userWithCookie(t.db);
    await t.db.insert(courseEnrolments).values({ courseId: COURSE, userId: user.id });
    if (finished) {
      const videos = await t.db.select({ id: courseVideos.id, d: courseVideos.durationSeconds }).from(courseVideos).where(eq(courseVideos.courseId, COURSE));
      await t.db.insert(videoProgress).values(
        videos.map((v) => ({ videoId: v.id, userId: user.id, positionSeconds: v.d, watchedSeconds: v.d, durationSeconds: v.d, creditedMs: v.d * 1000, isFinished: true })),
      );
    }
    return { user, cookie };
  }

  const info = async (cookie: string) => (await api.call<ApiExamInfo>(`exam/info/${COURSE}`, {}, { cookie })).envelope;
  const start = async (cookie: string) => (await api.call<ApiExamAttempt>(`exam/start/${COURSE}`, {}, { cookie })).envelope;
  const submit = async (cookie: string, id: number, answers: Record<string, number[]>) =>
    (await api.call<ApiExamResult>(`exam/submit/${id}`, { answers: JSON.stringify(answers) }, { cookie })).envelope;

  /** The right (or, with wrong = n, the first n answered wrongly) answers of an attempt, read from the database. */
  async function answersFor(attempt: ApiExamAttempt, wrong = 0) {
    const rows = await t.db.select().from(examQuestions).where(inArray(examQuestions.id, attempt.questions.map((q) => q.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return Object.fromEntries(
      attempt.questions.map((q, i) => {
        const right = byId.get(q.id)!.answer;
        const other = q.options.findIndex((_, k) => !right.includes(k));
        return [String(q.id), i < wrong ? (other < 0 ? [] : [other]) : right];
      }),
    );
  }

  it('seeds question banks of at least 20 questions, and learners who passed and who failed once', async () => {
    const papers = (await t.db.select().from(examPapers)).filter((p) => p.courseId !== null);
    // Courses 5 and 6, and the micro-course after the featured ones (server/seed/data/courses.ts).
    expect(papers.map((p) => p.courseId!).sort((a, b) => a - b)).toEqual([5, 6, 41]);
    for (const p of papers) {
      expect((await t.db.select().from(examQuestions).where(eq(examQuestions.courseId, p.courseId!))).length).toBeGreaterThanOrEqual(20);
    }
    const attempts = await t.db.select().from(examAttempts);
    expect(attempts.some((a) => a.passed && a.number === 1)).toBe(true);
    expect(attempts.some((a) => a.passed && a.number === 2)).toBe(true);
    const failedOnly = attempts.filter((a) => !a.passed && !attempts.some((b) => b.userId === a.userId && b.paperId === a.paperId && b.passed));
    expect(failedOnly.length).toBeGreaterThan(0);
    // Those have no certificate of the course; those who passed have one.
    for (const a of failedOnly.slice(0, 3)) {
      const [paper] = papers.filter((p) => p.id === a.paperId);
      const certs = await t.db.select().from(certificates).where(and(eq(certificates.userId, a.userId), eq(certificates.kind, 'course'), eq(certificates.refId, paper.courseId!)));
      expect(certs).toHaveLength(0);
    }
  });

  it('opens only after every lesson is finished, and never sends the answers with the paper', async () => {
    const { cookie, user } = await learner(false);
    expect((await info(cookie)).data).toMatchObject({ blocked: 'lessons', questionCount: 10, passScore: 60, maxAttempts: 3, passed: false });
    const refused = await start(cookie);
    expect(refused.code).toBe(Code.Forbidden);
    expect(refused.codeMsg).toContain('学完');
    const videos = await t.db.select({ id: courseVideos.id }).from(courseVideos).where(eq(courseVideos.courseId, COURSE));
    await t.db.insert(videoProgress).values(videos.map((v) => ({ videoId: v.id, userId: user.id, isFinished: true })));
    const res = await api.call<ApiExamAttempt>(`exam/start/${COURSE}`, {}, { cookie });
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data.questions).toHaveLength(10);
    for (const q of res.envelope.data.questions) expect(Object.keys(q).sort()).toEqual(['id', 'kind', 'options', 'stem']);
    expect(res.body).not.toMatch(/"answer"|explanation/);
    // Going back to the page goes on with the same attempt; the result stays hidden until submitting.
    expect((await start(cookie)).data.id).toBe(res.envelope.data.id);
    expect((await api.call(`exam/result/${res.envelope.data.id}`, {}, { cookie })).envelope.code).toBe(Code.Forbidden);
  });

  it('scores on the server, shows what was wrong with explanations, and submits once', async () => {
    const { cookie } = await learner();
    const attempt = (await start(cookie)).data;
    const answers = await answersFor(attempt, 5);
    const result = await submit(cookie, attempt.id, answers);
    expect(result.code).toBe(0);
    expect(result.data).toMatchObject({ score: 50, passed: false, correctCount: 5, total: 10, timedOut: false, attemptsLeft: 2 });
    const wrong = result.data.items.filter((i) => !i.correct);
    expect(wrong).toHaveLength(5);
    expect(wrong.every((i) => i.explanation.length > 0 && i.answer.length > 0)).toBe(true);
    // A repeated submit, even with the right answers, answers the same result.
    const again = await submit(cookie, attempt.id, await answersFor(attempt));
    expect(again.data).toMatchObject({ id: attempt.id, score: 50, passed: false });
    expect((await api.call<ApiExamResult>(`exam/result/${attempt.id}`, {}, { cookie })).envelope.data.score).toBe(50);
  });

  it('issues the certificate only once the test is passed, and stops at the number of attempts', async () => {
    const { cookie, user } = await learner();
    const courseCerts = () => t.db.select().from(certificates).where(and(eq(certificates.userId, user.id), eq(certificates.refId, COURSE), eq(certificates.kind, 'course')));
    // Every lesson finished: not enough while the course has a test.
    expect(await withTransaction(t.db, (tx) => issueCourseCertificates(tx, user.id))).toEqual([]);
    const first = (await start(cookie)).data;
    expect((await submit(cookie, first.id, await answersFor(first, 10))).data.passed).toBe(false);
    expect(await courseCerts()).toHaveLength(0);
    const second = (await start(cookie)).data;
    expect(second.number).toBe(2);
    const passed = await submit(cookie, second.id, await answersFor(second, 4));
    expect(passed.data).toMatchObject({ score: 60, passed: true, attemptsLeft: 0 });
    expect(await courseCerts()).toHaveLength(1);
    expect((await info(cookie)).data).toMatchObject({ passed: true, blocked: 'passed' });
    expect((await start(cookie)).code).toBe(Code.Forbidden);

    const other = await learner();
    for (let n = 0; n < 3; n++) {
      const a = (await start(other.cookie)).data;
      await submit(other.cookie, a.id, {});
    }
    expect((await info(other.cookie)).data).toMatchObject({ blocked: 'attempts', passed: false });
    const refused = await start(other.cookie);
    expect(refused.code).toBe(Code.Forbidden);
    expect(refused.codeMsg).toBe('考试次数已用完');
  });

  it('scores a timed-out paper as it stood, whatever a late submit carries', async () => {
    const { cookie } = await learner();
    await withFakeClock(async () => {
      const attempt = (await start(cookie)).data;
      const right = await answersFor(attempt);
      const six = Object.fromEntries(Object.entries(right).slice(0, 6));
      expect((await api.call(`exam/save/${attempt.id}`, { answers: JSON.stringify(six) }, { cookie })).envelope.code).toBe(0);
      advanceClock(21 * 60);
      const late = await submit(cookie, attempt.id, right);
      expect(late.data).toMatchObject({ score: 60, passed: true, timedOut: true });
      expect((await api.call(`exam/save/${attempt.id}`, { answers: '{}' }, { cookie })).envelope.code).toBe(Code.Conflict);
    });
    // Never submitted at all: the next read closes it at its deadline.
    const idle = await learner();
    await withFakeClock(async () => {
      const attempt = (await start(idle.cookie)).data;
      advanceClock(25 * 60);
      const view = (await info(idle.cookie)).data;
      expect(view.openAttemptId).toBeNull();
      expect(view.attempts).toMatchObject([{ id: attempt.id, score: 0, passed: false }]);
    });
  });

  it("keeps attempts to their owner and refuses malformed answers", async () => {
    const { cookie } = await learner();
    const attempt = (await start(cookie)).data;
    const stranger = await learner();
    expect((await api.call(`exam/result/${attempt.id}`, {}, { cookie: stranger.cookie })).envelope.code).toBe(Code.NotFound);
    expect((await submit(stranger.cookie, attempt.id, {})).code).toBe(Code.NotFound);
    for (const answers of ['not json', '[1,2]', '{"x":[1]}', '{"1":[9]}', '{"1":"a"}', 'x'.repeat(20_001)]) {
      expect((await api.call(`exam/save/${attempt.id}`, { answers }, { cookie })).envelope.code, answers.slice(0, 20)).toBe(Code.BadInput);
    }
    expect((await api.call(`exam/info/${COURSE}`)).envelope.code).toBe(Code.NotLoggedIn);
    expect((await api.call('exam/info/1', {}, { cookie })).envelope.code).toBe(Code.NotFound);
  });
});
