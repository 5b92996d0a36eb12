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
