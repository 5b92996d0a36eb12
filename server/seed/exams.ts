// The demo courses' post-tests (issue 11; data/exams.ts) and their learners' attempts. Six learners of
// their own (EXAM_LEARNERS) studied the free course to its end a few weeks ago; with everyone else who
// finished every lesson of a course with a test, most passed at the first try, every third failed once
// and then passed, and every fifth failed once and has not tried again (so has no certificate yet).
// Runs before seedCertificates, which issues the certificates of those who qualify through the live rules.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { examAttempts, examPapers, examQuestions } from '@/server/modules/course/exam-schema';
import { courseEnrolments, courseVideos, videoProgress } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { scorePaper } from '@/server/modules/exam/scoring';
import { EXAM_LEARNERS, EXAM_SEEDS } from './data/exams';

const DAY_MS = 86_400_000;

/** The exam learners enrolled in the free course with a test, every lesson finished (one a day). */
async function seedExamLearners(tx: Tx, now: number): Promise<void> {
  await tx.insert(users).values(EXAM_LEARNERS.map((e) => ({ ...e, scope: 0 }))).onConflictDoNothing({ target: users.phone });
  const learners = await tx.select({ id: users.id }).from(users).where(inArray(users.phone, EXAM_LEARNERS.map((e) => e.phone)));
  const courseId = EXAM_SEEDS[0].courseId;
  const videos = await tx.select({ id: courseVideos.id, d: courseVideos.durationSeconds }).from(courseVideos).where(eq(courseVideos.courseId, courseId));
  for (const [k, { id }] of learners.entries()) {
    const enrolledAt = now - (40 - k * 3) * DAY_MS;
    await tx.insert(courseEnrolments).values({ courseId, userId: id, createdAt: new Date(enrolledAt) }).onConflictDoNothing();
    await tx
      .insert(videoProgress)
      .values(
        videos.map((v, i) => ({
          videoId: v.id, userId: id, positionSeconds: v.d, watchedSeconds: v.d, durationSeconds: v.d, creditedMs: v.d * 1000,
          isFinished: true, updatedAt: new Date(enrolledAt + (i + 1) * DAY_MS / 2),
        })),
      )
      .onConflictDoNothing();
  }
}

type Question = { id: number; answer: number[]; options: string[] };

/** Answers with exactly `right` of the questions right (a wrong one: the first option that is not right). */
function answersWith(questions: Question[], right: number): Record<string, number[]> {
  return Object.fromEntries(
    questions.map((q, i) => {
      // Wrong: the first option that is not right, or nothing chosen when every option is right.
      const wrong = q.options.findIndex((_, k) => !q.answer.includes(k));
      return [String(q.id), i < right ? q.answer : wrong < 0 ? [] : [wrong]];
    }),
  );
}

export async function seedExams(tx: Tx, now: number): Promise<void> {
  await seedExamLearners(tx, now);
  for (const e of EXAM_SEEDS) {
    const [paper] = await tx
      .insert(examPapers)
      .values({
        courseId: e.courseId, title: e.title, mode: e.mode, drawCount: e.drawCount, passScore: e.passScore,
        timeLimitMinutes: e.timeLimitMinutes, maxAttempts: e.maxAttempts,
      })
      .returning();
    const questions: Question[] = await tx
      .insert(examQuestions)
      .values(
        e.questions.map(([kind, stem, options, answer, explanation], i) => ({
          courseId: e.courseId, kind, stem, options: [...options], answer: [...answer], explanation, sort: i + 1,
        })),
      )
      .returning({ id: examQuestions.id, answer: examQuestions.answer, options: examQuestions.options });
    const asked = questions.slice(0, Math.min(questions.length, e.mode === 'random' ? e.drawCount : questions.length));

    // Learners who finished every lesson, with the moment of their last one.
    const finishers = await tx
      .select({ userId: courseEnrolments.userId, lastAt: sql<Date>`max(${videoProgress.updatedAt})`.mapWith(videoProgress.updatedAt) })
      .from(courseEnrolments)
      .innerJoin(courseVideos, eq(courseVideos.courseId, courseEnrolments.courseId))
      .leftJoin(videoProgress, and(eq(videoProgress.videoId, courseVideos.id), eq(videoProgress.userId, courseEnrolments.userId), eq(videoProgress.isFinished, true)))
      .where(eq(courseEnrolments.courseId, e.courseId))
      .groupBy(courseEnrolments.userId)
      .having(sql`count(${videoProgress.id}) = count(${courseVideos.id})`)
      .orderBy(asc(courseEnrolments.userId));
    const rows: (typeof examAttempts.$inferInsert)[] = [];
    finishers.forEach(({ userId, lastAt }, k) => {
      const passRight = Math.ceil((asked.length * e.passScore) / 100) + (k % 2);
      const failRight = Math.max(0, Math.ceil((asked.length * e.passScore) / 100) - 3);
      const plan = k % 5 === 4 ? [failRight] : k % 3 === 2 ? [failRight, passRight] : [passRight];
      plan.forEach((right, n) => {
        const startedAt = new Date(Math.min(now - DAY_MS, lastAt.getTime() + (n + 1) * DAY_MS));
        const answers = answersWith(asked, Math.min(right, asked.length));
        const { correctCount, score } = scorePaper(asked, answers);
        rows.push({
          paperId: paper.id, userId, number: n + 1, questionIds: asked.map((q) => q.id), answers, startedAt,
          deadlineAt: new Date(startedAt.getTime() + e.timeLimitMinutes * 60_000),
          submittedAt: new Date(startedAt.getTime() + 12 * 60_000), score, correctCount, passed: score >= e.passScore,
        });
      });
    });
    if (rows.length) await tx.insert(examAttempts).values(rows);
  }
}
