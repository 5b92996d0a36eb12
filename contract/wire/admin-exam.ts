// The console's view of a course's post-test (issue 11): admin/exam/stats/:id.

/** admin/exam/stats/:id. */
export type ApiAdminExamStats = {
  courseId: number;
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

/** A course's paper rules; null until the registrar saves them. */
export type ApiAdminExamPaper = {
  title: string;
  mode: 'fixed' | 'random';
  drawCount: number;
  passScore: number;
  timeLimitMinutes: number;
  maxAttempts: number;
  isPublished: boolean;
};

/** admin/exam/get/:id. */
export type ApiAdminExamBank = {
  course: { id: number; title: string };
  paper: ApiAdminExamPaper | null;
  questions: ApiAdminExamQuestion[];
};

/** Limits the bank's forms share with the server's checks. */
export const EXAM_OPTIONS_MIN = 2;
export const EXAM_OPTIONS_MAX = 6;
export const EXAM_JUDGE_OPTIONS = ['正确', '错误'] as const;
export const EXAM_KIND_LABELS = { single: '单选', multiple: '多选', judge: '判断' } as const;
