// The console's view of a course's or a class's post-test (issue 11): admin/exam/get|stats/:id for a
// course, admin/exam/training/get|stats/:id for a class.
import type { ApiExamOwner } from './exam';

/** admin/exam/stats/:id and admin/exam/training/stats/:id. */
export type ApiAdminExamStats = ApiExamOwner & {
  title: string;
  learners: number;
  attempts: number;
  passedLearners: number;
  /** Passed learners of learners who sat the test, percent (0 when nobody has). */
  passRate: number;
  averageScore: number;
  hardest: { id: number; kind: string; stem: string; asked: number; wrong: number; wrongRate: number }[];
};

/** One question of a bank as the console edits it, with its answer (staff only). */
export type ApiAdminExamQuestion = {
  id: number;
  kind: 'single' | 'multiple' | 'judge';
  stem: string;
  options: string[];
  /** Indexes of the right options, ascending. */
  answer: number[];
  explanation: string;
  /** Asked by a fixed paper. */
  inPaper: boolean;
  sort: number;
};

/** A course's or class's paper rules; null until the registrar saves them. */
export type ApiAdminExamPaper = {
  title: string;
  mode: 'fixed' | 'random';
  drawCount: number;
  passScore: number;
  timeLimitMinutes: number;
  maxAttempts: number;
  isPublished: boolean;
};

/** admin/exam/get/:id (a course's) and admin/exam/training/get/:id (a class's). */
export type ApiAdminExamBank = (
  | { kind: 'course'; course: { id: number; title: string } }
  | { kind: 'training'; training: { id: number; title: string } }
) & {
  paper: ApiAdminExamPaper | null;
  questions: ApiAdminExamQuestion[];
};

/** Limits the bank's forms share with the server's checks. */
export const EXAM_OPTIONS_MIN = 2;
export const EXAM_OPTIONS_MAX = 6;
export const EXAM_JUDGE_OPTIONS = ['正确', '错误'] as const;
export const EXAM_KIND_LABELS = { single: '单选', multiple: '多选', judge: '判断' } as const;
