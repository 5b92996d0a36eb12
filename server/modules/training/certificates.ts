// A class's certificate becomes due when the learner has checked in to every one of its sessions
// (issue 4) and, when the class has a published post-test, has passed it (issue 11). Called in the
// transaction that wrote the check-in or the passing attempt; cert/issue.ts writes the certificate, its
// message and points. The test condition comes from above: the exam tables live in course, which sits
// above training (docs/architecture.md §4), so exam/class-certificates.ts binds course's examPassOf
// to this rule once and the callers above training use that.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '@/server/db/client';
import { issueDue, noCertificate, type Due, type IssuedCert } from '@/server/modules/cert/issue';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from './schema';

/**
 * For the class in the outer query (`trainingId`: trainings.id) and the user: when the learner passed
 * its published test (null: not passed, or no test), and the condition "no published test, or passed".
 */
export type ClassExamPass = (trainingId: AnyPgColumn, userId: number) => { passedAt: SQL<Date | null>; passedOrNoTest: SQL };

/** Issues the class certificates the user has become due for; returns the new ones. */
export type IssueClassCertificates = (tx: Tx, userId: number, now?: Date) => Promise<IssuedCert[]>;

/** Signed-up classes with a check-in at every session, the test passed if there is one, and no certificate yet. */
async function dueTrainings(tx: Tx, examPass: ClassExamPass, userId: number): Promise<Due[]> {
  const exam = examPass(trainings.id, userId);
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

/** The class certificate rule with its test condition given. */
export const trainingCertificateIssuer = (examPass: ClassExamPass): IssueClassCertificates =>
  async (tx, userId, now = new Date()) => issueDue(tx, userId, await dueTrainings(tx, examPass, userId), now);
