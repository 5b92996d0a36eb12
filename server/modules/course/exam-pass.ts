// The post-test condition of a certificate (issue 11), the same for a course and a training class: a
// certificate with a published test waits for the pass. Beside the exam tables, which both owners share;
// course/certificates.ts puts it into its due query, and exam/class-certificates.ts hands it to
// training/certificates.ts (training sits below course and does not import it: docs/architecture.md §4).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { examAttempts, examPapers } from './exam-schema';

/**
 * For the owner row in the outer query (`ownerId`: courses.id or trainings.id, matched against the
 * paper's courseId or trainingId): when the learner passed its published test (null: not passed, or no
 * test), and the condition "no published test, or passed".
 */
export function examPassOf(owner: 'courseId' | 'trainingId', ownerId: AnyPgColumn, userId: number): { passedAt: SQL<Date | null>; passedOrNoTest: SQL } {
  const paperOwner = examPapers[owner];
  const passedAt = sql<Date | null>`(select max(${examAttempts.submittedAt}) from ${examAttempts} inner join ${examPapers} on ${examPapers.id} = ${examAttempts.paperId}
    where ${paperOwner} = ${ownerId} and ${examPapers.isPublished} and ${examAttempts.userId} = ${userId} and ${examAttempts.passed})`;
  const hasTest = sql`exists (select 1 from ${examPapers} where ${paperOwner} = ${ownerId} and ${examPapers.isPublished})`;
  return { passedAt, passedOrNoTest: sql`(not ${hasTest} or ${passedAt} is not null)` };
}
