// Reading and closing a learner's attempts at a course's or a class's test (issue 11). An attempt whose
// time ran out is closed the first time anything reads it: scored as its saved answers stand, at its deadline.
import { and, asc, count, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { ApiExamAnswers, ApiExamResult } from '@/contract/wire/exam';
import type { Db, Tx } from '@/server/db/client';
import { firstRow } from '@/server/db/first-row';
import { toSeconds } from '@/server/modules/common/time';
import { issueCourseCertificates } from '@/server/modules/course/certificates';
import { examAttempts, examPapers, examQuestions } from '@/server/modules/course/exam-schema';
import { findEnrolment } from '@/server/modules/course/queries';
import { courses, courseVideos, videoProgress } from '@/server/modules/course/schema';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { issueClassCertificates } from './class-certificates';
import { ownerOf, paperOf, questionsOf as bankOf, type ExamOwner } from './owner';
import { scorePaper } from './scoring';

/** A submit that arrives this long after the deadline still counts (the request was on its way). */
export const SUBMIT_GRACE_MS = 30_000;

export type Paper = typeof examPapers.$inferSelect;
export type Attempt = typeof examAttempts.$inferSelect;

/** The published test of a published course or class, with the course's or class's title. */
export async function findPaper(db: Db | Tx, owner: ExamOwner) {
  return owner.kind === 'course'
    ? firstRow(
        db
          .select({ paper: examPapers, title: courses.title })
          .from(examPapers)
          .innerJoin(courses, eq(courses.id, examPapers.courseId))
          .where(and(paperOf(owner), eq(examPapers.isPublished, true), eq(courses.isPublished, true))),
      )
    : firstRow(
        db
          .select({ paper: examPapers, title: trainings.title })
          .from(examPapers)
          .innerJoin(trainings, eq(trainings.id, examPapers.trainingId))
          .where(and(paperOf(owner), eq(examPapers.isPublished, true), eq(trainings.isPublished, true))),
      );
}

/** How many questions an attempt asks: the marked ones of a fixed paper, the draw of a random one. */
export async function paperQuestionIds(db: Db | Tx, paper: Paper): Promise<number[]> {
  const rows = await db
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(and(bankOf(ownerOf(paper)), ...(paper.mode === 'fixed' ? [eq(examQuestions.inPaper, true)] : [])))
    .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
  return rows.map((r) => r.id);
}

export const questionCount = (paper: Paper, available: number) => (paper.mode === 'random' ? Math.min(paper.drawCount, available) : available);

/**
 * What the learner must finish before the test: a course's lessons (finished), or a class's sessions
 * (checked in to: the class's "lessons"), and whether they are enrolled (a class: a sign-up not cancelled).
 */
export async function lessonState(db: Db | Tx, userId: number, owner: ExamOwner) {
  return owner.kind === 'course' ? courseLessons(db, userId, owner.id) : classSessions(db, userId, owner.id);
}

async function classSessions(db: Db | Tx, userId: number, trainingId: number) {
  const [row] = await db
    .select({ total: count(trainingSessions.id), finished: count(trainingCheckins.id) })
    .from(trainingSessions)
    .leftJoin(trainingCheckins, and(eq(trainingCheckins.sessionId, trainingSessions.id), eq(trainingCheckins.userId, userId)))
    .where(eq(trainingSessions.trainingId, trainingId));
  const [signup] = await db
    .select({ id: trainingSignups.id })
    .from(trainingSignups)
    .where(and(eq(trainingSignups.trainingId, trainingId), eq(trainingSignups.userId, userId), ne(trainingSignups.status, 'cancelled')));
  return { total: row?.total ?? 0, finished: row?.finished ?? 0, enrolled: Boolean(signup) };
}

async function courseLessons(db: Db | Tx, userId: number, courseId: number) {
  const [row] = await db
    .select({ total: count(courseVideos.id), finished: count(videoProgress.id) })
    .from(courseVideos)
    .leftJoin(
      videoProgress,
      and(eq(videoProgress.videoId, courseVideos.id), eq(videoProgress.userId, userId), eq(videoProgress.isFinished, true)),
    )
    .where(eq(courseVideos.courseId, courseId));
  const enrolled = Boolean(await findEnrolment(db, courseId, userId));
  return { total: row?.total ?? 0, finished: row?.finished ?? 0, enrolled };
}

async function questionsOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(examQuestions).where(inArray(examQuestions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Paper order; a question deleted since the attempt began drops out of it.
  return ids.map((id) => byId.get(id)).filter((q) => q !== undefined);
}

/** Scores an attempt and records it; a pass may complete the course or class (its certificate, same transaction). */
export async function closeAttempt(tx: Tx, attempt: Attempt, paper: Paper, answers: ApiExamAnswers, at: Date): Promise<Attempt> {
  const questions = await questionsOf(tx, attempt.questionIds);
  const { correctCount, score } = scorePaper(questions, answers);
  const passed = score >= paper.passScore;
  const [closed] = await tx
    .update(examAttempts)
    .set({ answers, submittedAt: at, score, correctCount, passed })
    .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.submittedAt)))
    .returning();
  if (!closed) {
    // Closed meanwhile by a concurrent submit: that one stands.
    const [already] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    return already;
  }
  if (passed) {
    if (ownerOf(paper).kind === 'course') await issueCourseCertificates(tx, attempt.userId, at);
    else await issueClassCertificates(tx, attempt.userId, at);
  }
  return closed;
}

/** Closes the learner's attempts at this paper whose time ran out, scored at their deadline. */
export async function closeExpired(tx: Tx, userId: number, paper: Paper, now: Date): Promise<void> {
  const expired = await tx
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId), eq(examAttempts.paperId, paper.id), isNull(examAttempts.submittedAt),
        lt(examAttempts.deadlineAt, new Date(now.getTime() - SUBMIT_GRACE_MS)),
      ),
    )
    .for('update');
  for (const a of expired) await closeAttempt(tx, a, paper, a.answers, a.deadlineAt);
}

export async function attemptsOf(db: Db | Tx, userId: number, paperId: number): Promise<Attempt[]> {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.paperId, paperId)))
    .orderBy(desc(examAttempts.number));
}

/** The learner's own attempt with its paper (null: none, or not theirs: the same answer). */
export async function findOwnAttempt(db: Db | Tx, attemptId: number, userId: number) {
  return firstRow(
    db
      .select({ attempt: examAttempts, paper: examPapers })
      .from(examAttempts)
      .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId))),
  );
}

export async function toResult(db: Db | Tx, attempt: Attempt, paper: Paper, usedAttempts: number): Promise<ApiExamResult> {
  const questions = await questionsOf(db, attempt.questionIds);
  const submittedAt = attempt.submittedAt ?? attempt.deadlineAt;
  const owner = ownerOf(paper);
  return {
    ...(owner.kind === 'course' ? { kind: 'course' as const, courseId: owner.id } : { kind: 'training' as const, trainingId: owner.id }),
    id: attempt.id,
    number: attempt.number,
    score: attempt.score ?? 0,
    passScore: paper.passScore,
    passed: attempt.passed,
    correctCount: attempt.correctCount ?? 0,
    total: questions.length,
    submittedAt: toSeconds(submittedAt),
    timedOut: submittedAt.getTime() >= attempt.deadlineAt.getTime(),
    attemptsLeft: attempt.passed ? 0 : Math.max(0, paper.maxAttempts - usedAttempts),
    items: questions.map((q) => {
      const chosen = attempt.answers[String(q.id)] ?? [];
      return {
        id: q.id, kind: q.kind, stem: q.stem, options: q.options, chosen, answer: q.answer,
        correct: scorePaper([q], { [q.id]: chosen }).correctCount === 1, explanation: q.explanation,
      };
    }),
  };
}
