// A learner's post-test of a course or a training class (issue 11; docs/product.md "Assessments"):
// exam/info/:id (the course's test and the learner's standing), exam/start/:id (an attempt: the paper
// without its answers), and for a class exam/training/info/:id and exam/training/start/:id; then, for both,
// exam/save/:id (answers so far; :id is the attempt), exam/submit/:id (scored once; a repeat answers the
// same result) and exam/result/:id (score, wrong ones, explanations). A course's test opens once every
// lesson is finished, a class's once the learner has checked in to every session; scoring happens here,
// never in the browser.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiExamAnswers, ApiExamAttempt, ApiExamInfo, ApiExamResult } from '@/contract/wire/exam';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { toSeconds } from '@/server/modules/common/time';
import { examAttempts, examQuestions } from '@/server/modules/course/exam-schema';
import {
  attemptsOf, closeAttempt, closeExpired, findOwnAttempt, findPaper, lessonState, paperQuestionIds, questionCount,
  SUBMIT_GRACE_MS, toResult, type Attempt, type Paper,
} from './attempts';
import type { ExamKind, ExamOwner } from './owner';
import { drawQuestions } from './scoring';

const MAX_OPTIONS = 8;

/** The answers as the test page sends them: a JSON object of option indexes by question id. */
const zAnswers = z
  .string()
  .max(20_000, '答案内容过长')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '答案格式不正确' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^\d{1,9}$/, '答案格式不正确'),
      z.array(z.number().int().min(0).max(MAX_OPTIONS - 1), '答案格式不正确').max(MAX_OPTIONS, '答案格式不正确'),
      '答案格式不正确',
    ),
  );

function blockedReason(lessons: { total: number; finished: number; enrolled: boolean }, passed: boolean, used: number, paper: Paper): ApiExamInfo['blocked'] {
  if (!lessons.enrolled) return 'enrol';
  if (lessons.finished < lessons.total) return 'lessons';
  if (passed) return 'passed';
  if (used >= paper.maxAttempts) return 'attempts';
  return '';
}

const BLOCKED_MSG: Record<ExamKind, Record<Exclude<ApiExamInfo['blocked'], ''>, string>> = {
  course: {
    enrol: '报名本课程后才能参加考试',
    lessons: '学完本课程的全部课时后才能参加考试',
    passed: '您已通过本课程考试',
    attempts: '考试次数已用完',
  },
  training: {
    enrol: '报名本培训班后才能参加考试',
    lessons: '参加本培训班的全部课次并签到后才能参加考试',
    passed: '您已通过本培训班考试',
    attempts: '考试次数已用完',
  },
};

const NAME: Record<ExamKind, string> = { course: '本课程', training: '本培训班' };

async function requirePaper(db: Db, owner: ExamOwner) {
  const found = await findPaper(db, owner);
  if (!found) throw new ApiError(Code.NotFound, `${NAME[owner.kind]}没有考试`);
  return found;
}

/** The learner's own attempt with its paper; someone else's answers as one that does not exist. */
async function requireOwnAttempt(db: Db, attemptId: number, userId: number) {
  const found = await findOwnAttempt(db, attemptId, userId);
  if (!found) throw new ApiError(Code.NotFound, '考试记录不存在');
  return found;
}

/** Drops choices of questions not on the attempt and keeps each question's choices within its options. */
function keepOwn(attempt: Attempt, options: Map<number, number>, answers: ApiExamAnswers): ApiExamAnswers {
  const own: ApiExamAnswers = {};
  for (const id of attempt.questionIds) {
    const chosen = answers[String(id)];
    const n = options.get(id) ?? 0;
    if (chosen) own[String(id)] = [...new Set(chosen)].filter((c) => c < n).sort((a, b) => a - b);
  }
  return own;
}

async function optionCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: examQuestions.id, options: examQuestions.options }).from(examQuestions).where(inArray(examQuestions.id, ids));
  return new Map(rows.map((r) => [r.id, r.options.length]));
}

async function toAttempt(db: Db, attempt: Attempt): Promise<ApiExamAttempt> {
  const ids = attempt.questionIds;
  const rows = ids.length
    ? await db
        // Never the answer or the explanation: those come with the result.
        .select({ id: examQuestions.id, kind: examQuestions.kind, stem: examQuestions.stem, options: examQuestions.options })
        .from(examQuestions)
        .where(inArray(examQuestions.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    id: attempt.id,
    number: attempt.number,
    deadline: toSeconds(attempt.deadlineAt),
    questions: ids.map((id) => byId.get(id)).filter((q) => q !== undefined),
    answers: attempt.answers,
  };
}

/** A learner's test of a course or a class as a route calls it: the owner, its paper and the learner's lessons. */
type Lessons = Awaited<ReturnType<typeof lessonState>>;
type OwnerExam = { db: Db; userId: number; kind: ExamKind; id: number; paper: Paper; title: string; lessons: Lessons };

/**
 * The routes on a course's or a class's test (:id is the course or class): the published paper
 * (NotFound without one) and how far the learner is with the lessons, then the route's own answer.
 */
const ownerRoute = <T>(kind: ExamKind, answer: (exam: OwnerExam) => Promise<T>) => defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<T> => {
    const userId = session.user.id;
    const owner = { kind, id };
    const { paper, title } = await requirePaper(db, owner);
    return answer({ db, userId, kind, id, paper, title, lessons: await lessonState(db, userId, owner) });
  },
});

/** exam/info/:id, exam/training/info/:id: the test and the learner's standing. */
async function answerInfo({ db, userId, kind, id, paper, title, lessons }: OwnerExam): Promise<ApiExamInfo> {
  const all = await withTransaction(db, async (tx) => {
    await closeExpired(tx, userId, paper, new Date());
    return attemptsOf(tx, userId, paper.id);
  });
  const submitted = all.filter((a) => a.submittedAt);
  const passed = submitted.some((a) => a.passed);
  return {
    ...(kind === 'course' ? { kind, courseId: id, courseTitle: title } : { kind, trainingId: id, trainingTitle: title }),
    title: paper.title,
    questionCount: questionCount(paper, (await paperQuestionIds(db, paper)).length),
    passScore: paper.passScore,
    timeLimitMinutes: paper.timeLimitMinutes,
    maxAttempts: paper.maxAttempts,
    lessonsTotal: lessons.total,
    lessonsFinished: lessons.finished,
    enrolled: lessons.enrolled,
    passed,
    attempts: submitted.map((a) => ({ id: a.id, number: a.number, score: a.score ?? 0, passed: a.passed, submittedAt: toSeconds(a.submittedAt!) })),
    openAttemptId: all.find((a) => !a.submittedAt)?.id ?? null,
    blocked: blockedReason(lessons, passed, all.length, paper),
  };
}

/** exam/start/:id, exam/training/start/:id: the attempt under way, or a new one when the learner may start. */
async function startAttempt({ db, userId, kind, paper, lessons }: OwnerExam): Promise<ApiExamAttempt> {
  const now = new Date();
  const attempt = await withTransaction(db, async (tx) => {
    await closeExpired(tx, userId, paper, now);
    const all = await attemptsOf(tx, userId, paper.id);
    // Going back to the test page goes on with the attempt under way, on the same clock.
    const open = all.find((a) => !a.submittedAt);
    if (open) return open;
    const blocked = blockedReason(lessons, all.some((a) => a.passed), all.length, paper);
    if (blocked) throw new ApiError(Code.Forbidden, BLOCKED_MSG[kind][blocked]);
    const pool = await paperQuestionIds(tx, paper);
    if (pool.length === 0) throw new ApiError(Code.NotFound, `${NAME[kind]}的试卷尚未准备好`);
    const questionIds = paper.mode === 'random' ? drawQuestions(pool, paper.drawCount) : pool;
    const [created] = await tx
      .insert(examAttempts)
      .values({
        paperId: paper.id, userId, number: all.length + 1, questionIds, startedAt: now,
        deadlineAt: new Date(now.getTime() + paper.timeLimitMinutes * 60_000),
      })
      // A second start at the same moment takes the same number: it loses and reads the winner's.
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [winner] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.paperId, paper.id), isNull(examAttempts.submittedAt)));
    if (!winner) throw new ApiError(Code.Conflict, '考试已开始，请刷新页面');
    return winner;
  });
  return toAttempt(db, attempt);
}

export const examInfo = ownerRoute('course', answerInfo);
export const examTrainingInfo = ownerRoute('training', answerInfo);
export const examStart = ownerRoute('course', startAttempt);
export const examTrainingStart = ownerRoute('training', startAttempt);

export const examSave = defineRoute({
  input: z.object({ id: zId, answers: zAnswers }),
  auth: 'user',
  handler: async ({ id, answers }, { db, session }): Promise<{ saved: true }> => {
    const { attempt } = await requireOwnAttempt(db, id, session.user.id);
    if (attempt.submittedAt) throw new ApiError(Code.Conflict, '试卷已交，不能再修改答案');
    if (Date.now() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_MS) throw new ApiError(Code.Conflict, '考试时间已到，试卷已按已答内容评分');
    const own = keepOwn(attempt, await optionCounts(db, attempt.questionIds), answers);
    await db.update(examAttempts).set({ answers: own }).where(and(eq(examAttempts.id, id), isNull(examAttempts.submittedAt)));
    return { saved: true };
  },
});

export const examSubmit = defineRoute({
  input: z.object({ id: zId, answers: zAnswers }),
  auth: 'user',
  handler: async ({ id, answers }, { db, session }): Promise<ApiExamResult> => {
    const userId = session.user.id;
    const { paper } = await requireOwnAttempt(db, id, userId);
    const now = new Date();
    const closed = await withTransaction(db, async (tx) => {
      const [attempt] = await tx.select().from(examAttempts).where(eq(examAttempts.id, id)).for('update');
      // Submitted before (a repeated click, a retried request): the same result.
      if (attempt.submittedAt) return attempt;
      // Too late: the paper is scored as it stood at the deadline, whatever this request carries.
      if (now.getTime() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_MS) {
        return closeAttempt(tx, attempt, paper, attempt.answers, attempt.deadlineAt);
      }
      const own = keepOwn(attempt, await optionCounts(tx, attempt.questionIds), answers);
      return closeAttempt(tx, attempt, paper, own, now);
    });
    return toResult(db, closed, paper, (await attemptsOf(db, userId, paper.id)).length);
  },
});

export const examResult = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiExamResult> => {
    const userId = session.user.id;
    const { paper } = await requireOwnAttempt(db, id, userId);
    await withTransaction(db, (tx) => closeExpired(tx, userId, paper, new Date()));
    const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.id, id));
    // Not submitted and still within its time: no answers are shown before submitting.
    if (!attempt.submittedAt) throw new ApiError(Code.Forbidden, '交卷后才能查看成绩和解析');
    return toResult(db, attempt, paper, (await attemptsOf(db, userId, paper.id)).length);
  },
});
