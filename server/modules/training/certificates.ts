// A class's certificate becomes due when the learner has checked in to every one of its sessions
// (issue 4) and, when the class has a published post-test, has passed it (issue 11). Called in the
// transaction that wrote the check-in or the passing attempt; cert/issue.ts writes the certificate, its
// message and points.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { issueDue, noCertificate, type Due, type IssuedCert } from '@/server/modules/cert/issue';
import { examPassOf } from '@/server/modules/course/exam-pass';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from './schema';

/** Signed-up classes with a check-in at every session and no certificate yet. */
async function dueTrainings(tx: Tx, userId: number): Promise<Due[]> {
  const exam = examPassOf('trainingId', trainings.id, userId);
  const rows = await tx
    .select({
      refId: trainings.id,
      title: trainings.title,
      credit: trainings.credit,
      seconds: sql<number>`coalesce(sum(extract(epoch from ${trainingSessions.endAt} - ${trainingSessions.startAt})), 0)`.mapWith(Number),
      // The last check-in, or the passed test after it.
      completedAt: sql<Date | null>`greatest(max(${trainingCheckins.createdAt}), ${exam.passedAt})`.mapWith(trainingCheckins.createdAt),
    })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .innerJoin(trainingSessions, eq(trainingSessions.trainingId, trainings.id))
    .leftJoin(trainingCheckins, and(eq(trainingCheckins.sessionId, trainingSessions.id), eq(trainingCheckins.userId, userId)))
    .where(
      and(
        eq(trainingSignups.userId, userId),
        ne(trainingSignups.status, 'cancelled'),
        noCertificate(tx, userId, 'training', trainings.id),
        exam.passedOrNoTest,
      ),
    )
    .groupBy(trainings.id)
    .having(sql`count(${trainingCheckins.id}) = count(${trainingSessions.id})`)
    .orderBy(trainings.id);
  return rows.map((r) => ({ kind: 'training', ...r }));
}

/** Issues the class certificates the user has become due for; returns the new ones. */
export async function issueTrainingCertificates(tx: Tx, userId: number, now = new Date()): Promise<IssuedCert[]> {
  return issueDue(tx, userId, await dueTrainings(tx, userId), now);
}
