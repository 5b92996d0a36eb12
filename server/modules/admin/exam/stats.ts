// admin/exam/stats/:id and admin/exam/training/stats/:id (registrar): how a course's or a class's test goes
// (issue 11): learners who sat it, attempts,
// pass rate (learners with a pass of learners who sat it), average score, and the hardest questions
// (most often answered wrongly, of the times asked), read from the submitted attempts.
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminExamStats } from '@/contract/wire/admin-exam';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { examAttempts, examPapers, examQuestions } from '@/server/modules/course/exam-schema';
import { paperOf, questionsOf, type ExamKind } from '@/server/modules/exam/owner';
import { sameChoice } from '@/server/modules/exam/scoring';
import { defineAdminRoute } from '../guard';

/** How many of the hardest questions are listed. */
const HARDEST = 10;

const statsRoute = (kind: ExamKind) => defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminExamStats> => {
    const owner = { kind, id };
    const [paper] = await db.select().from(examPapers).where(paperOf(owner));
    if (!paper) throw new ApiError(Code.NotFound, kind === 'course' ? '该课程没有考试' : '该培训班没有考试');
    const attempts = await db
      .select({ userId: examAttempts.userId, questionIds: examAttempts.questionIds, answers: examAttempts.answers, score: examAttempts.score, passed: examAttempts.passed })
      .from(examAttempts)
      .where(and(eq(examAttempts.paperId, paper.id), isNotNull(examAttempts.submittedAt)));
    const questions = await db.select().from(examQuestions).where(questionsOf(owner));
    const tally = new Map(questions.map((q) => [q.id, { q, asked: 0, wrong: 0 }]));
    for (const a of attempts) {
      for (const qid of a.questionIds) {
        const t = tally.get(qid);
        if (!t) continue;
        t.asked += 1;
        if (!sameChoice(t.q.answer, a.answers[String(qid)])) t.wrong += 1;
      }
    }
    const learners = new Set(attempts.map((a) => a.userId));
    const passedLearners = new Set(attempts.filter((a) => a.passed).map((a) => a.userId));
    const rate = (n: number, of: number) => (of ? Math.round((n * 1000) / of) / 10 : 0);
    return {
      ...(kind === 'course' ? { kind, courseId: id } : { kind, trainingId: id }),
      title: paper.title,
      learners: learners.size,
      attempts: attempts.length,
      passedLearners: passedLearners.size,
      passRate: rate(passedLearners.size, learners.size),
      averageScore: attempts.length ? Math.round((attempts.reduce((s, a) => s + (a.score ?? 0), 0) * 10) / attempts.length) / 10 : 0,
      hardest: [...tally.values()]
        .filter((t) => t.asked > 0)
        .map((t) => ({ id: t.q.id, kind: t.q.kind, stem: t.q.stem, asked: t.asked, wrong: t.wrong, wrongRate: rate(t.wrong, t.asked) }))
        .sort((a, b) => b.wrongRate - a.wrongRate || b.asked - a.asked || a.id - b.id)
        .slice(0, HARDEST),
    };
  },
});

export const adminExamStats = statsRoute('course');
export const adminExamTrainingStats = statsRoute('training');
