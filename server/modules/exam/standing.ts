// Where a learner stands with a course's or a class's post-test (issue 11), for the pages that link to it
// (the class page): closed until the lessons (a class: every session checked in to) are done, then open,
// then passed or, with every attempt used, failed. null when there is no published test.
import type { ApiExamStanding } from '@/contract/wire/exam';
import type { Db } from '@/server/db/client';
import { attemptsOf, findPaper, lessonState } from './attempts';
import type { ExamOwner } from './owner';

export async function examStanding(db: Db, userId: number, owner: ExamOwner): Promise<ApiExamStanding | null> {
  const found = await findPaper(db, owner);
  if (!found) return null;
  const { paper } = found;
  const all = await attemptsOf(db, userId, paper.id);
  const lessons = await lessonState(db, userId, owner);
  const passed = all.some((a) => a.submittedAt && a.passed);
  const state: ApiExamStanding['state'] = passed
    ? 'passed'
    : !lessons.enrolled || lessons.finished < lessons.total
      ? 'closed'
      : all.length >= paper.maxAttempts
        ? 'failed'
        : 'open';
  return { state, attemptsUsed: all.length, maxAttempts: paper.maxAttempts };
}

/** A class's standing, for training/detail, which gets it from the route table (training sits below exam). */
export const classExamStanding = (db: Db, userId: number, trainingId: number) => examStanding(db, userId, { kind: 'training', id: trainingId });
