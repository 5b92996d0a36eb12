// The demo class post-test (issue 11; data/class-exam.ts): the first finished, published class of the
// emergency programme gets a published test, and a learner of his own who signed up (fee paid, with its
// payment row as payments.ts writes them), checked in to every session and has not sat the test yet, so it
// is open to him (and his certificate waits for the pass). Runs last in the seed, so no id seeded before
// it moves.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { examPapers, examQuestions } from '@/server/modules/course/exam-schema';
import { payments } from '@/server/modules/payment/schema';
import { users } from '@/server/modules/passport/schema';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { CLASS_EXAM, CLASS_EXAM_LEARNER, CLASS_EXAM_PROJECT, CLASS_EXAM_QUESTIONS } from './data/class-exam';
import { CITIES } from './data/regions';

/** The class with the demo test: every session over, published. */
export async function classExamTraining(tx: Tx, now: number) {
  const [row] = await tx
    .select({ id: trainings.id, feeFen: trainings.feeFen })
    .from(trainings)
    .innerJoin(trainingSessions, eq(trainingSessions.trainingId, trainings.id))
    .where(and(eq(trainings.project, CLASS_EXAM_PROJECT), eq(trainings.isPublished, true)))
    .groupBy(trainings.id)
    .having(sql`max(${trainingSessions.endAt}) < ${new Date(now)}`)
    .orderBy(asc(trainings.id))
    .limit(1);
  return row ?? null;
}

export async function seedClassExam(tx: Tx, now: number): Promise<void> {
  const training = await classExamTraining(tx, now);
  if (!training) return;
  const { id: trainingId, feeFen } = training;
  await tx.insert(examPapers).values({ trainingId, ...CLASS_EXAM });
  await tx.insert(examQuestions).values(
    CLASS_EXAM_QUESTIONS.map(([kind, stem, options, answer, explanation], i) => ({
      trainingId, kind, stem, options: [...options], answer: [...answer], explanation, sort: i + 1,
    })),
  );

  const { phone, name, workUnit, department, professionalTitle } = CLASS_EXAM_LEARNER;
  const [learner] = await tx.insert(users).values({ phone, name, workUnit, department, professionalTitle, scope: 0 }).returning({ id: users.id });
  const sessions = await tx.select().from(trainingSessions).where(eq(trainingSessions.trainingId, trainingId)).orderBy(asc(trainingSessions.startAt));
  const signedAt = new Date(sessions[0].startAt.getTime() - 10 * 86_400_000);
  const paidAt = feeFen > 0 ? new Date(signedAt.getTime() + 86_400_000) : null;
  const [signup] = await tx
    .insert(trainingSignups)
    .values({
      trainingId, userId: learner.id, status: 'confirmed', name, phone, workUnit, department, jobTitle: professionalTitle,
      region: CITIES[0].code, feeFen, paidAt, reviewedAt: paidAt, createdAt: signedAt,
    })
    .returning({ id: trainingSignups.id });
  if (paidAt) {
    await tx.insert(payments).values({
      kind: 'training', refId: signup.id, userId: learner.id, status: 'paid', amountFen: feeFen, paidFen: feeFen, paidAt, createdAt: signedAt,
    });
  }
  await tx.update(trainings).set({ seatsTaken: sql`least(${trainings.seatsTotal}, ${trainings.seatsTaken} + 1)` }).where(eq(trainings.id, trainingId));
  // A check-in at every session, ten minutes after it began.
  await tx.insert(trainingCheckins).values(
    sessions.map((s) => ({ sessionId: s.id, userId: learner.id, method: 'code' as const, createdAt: new Date(s.startAt.getTime() + 10 * 60_000) })),
  );
}
