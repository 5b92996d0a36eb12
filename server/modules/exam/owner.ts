// What a test belongs to (issue 11; docs/product.md "Assessments"): a course or a training class. One
// exam engine serves both; these helpers turn the owner into the column a bank, a paper or a certificate
// is found by.
import { eq, type SQL } from 'drizzle-orm';
import { examPapers, examQuestions } from '@/server/modules/course/exam-schema';

export type ExamKind = 'course' | 'training';
export type ExamOwner = { kind: ExamKind; id: number };

/** The owner of a paper or a question row (exactly one of its two columns is set: a check says so). */
export function ownerOf(row: { courseId: number | null; trainingId: number | null }): ExamOwner {
  return row.courseId !== null ? { kind: 'course', id: row.courseId } : { kind: 'training', id: row.trainingId! };
}

/** The owner's columns for an insert: { courseId } or { trainingId }. */
export const ownerColumns = (owner: ExamOwner) => (owner.kind === 'course' ? { courseId: owner.id } : { trainingId: owner.id });

/** SQL condition: the question is in the owner's bank. */
export const questionsOf = (owner: ExamOwner): SQL =>
  owner.kind === 'course' ? eq(examQuestions.courseId, owner.id) : eq(examQuestions.trainingId, owner.id);

/** SQL condition: the paper is the owner's. */
export const paperOf = (owner: ExamOwner): SQL =>
  owner.kind === 'course' ? eq(examPapers.courseId, owner.id) : eq(examPapers.trainingId, owner.id);
