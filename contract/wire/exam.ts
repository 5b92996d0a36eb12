// The post-test of a course or a training class (issue 11; docs/product.md "Assessments"): what the
// learner's test page and the exam/* endpoints exchange. A question reaches the browser without its
// answer until its paper is submitted.

/** What a test belongs to: a course (exam/info/:courseId) or a class (exam/training/info/:trainingId). */
export type ApiExamKind = 'course' | 'training';

/** The course or the class a test or a result belongs to. */
export type ApiExamOwner = { kind: 'course'; courseId: number } | { kind: 'training'; trainingId: number };

export type ApiQuestionKind = 'single' | 'multiple' | 'judge';

export type ApiExamQuestion = { id: number; kind: ApiQuestionKind; stem: string; options: string[] };

/** The learner's choices: option indexes by question id. */
export type ApiExamAnswers = Record<string, number[]>;

/** An attempt being answered (exam/start/:courseId). */
export type ApiExamAttempt = {
  id: number;
  /** 1 for the first try. */
  number: number;
  /** When it is scored as it stands, seconds since the epoch. */
  deadline: number;
  questions: ApiExamQuestion[];
  answers: ApiExamAnswers;
};

export type ApiExamAttemptRow = { id: number; number: number; score: number; passed: boolean; submittedAt: number };

/**
 * exam/info/:courseId and exam/training/info/:trainingId. For a class, "lessons" are its sessions (checked
 * in to) and "enrolled" is a sign-up that is not cancelled.
 */
export type ApiExamInfo = (
  | { kind: 'course'; courseId: number; courseTitle: string }
  | { kind: 'training'; trainingId: number; trainingTitle: string }
) & {
  title: string;
  questionCount: number;
  passScore: number;
  timeLimitMinutes: number;
  maxAttempts: number;
  lessonsTotal: number;
  lessonsFinished: number;
  enrolled: boolean;
  passed: boolean;
  /** Submitted attempts, newest first. */
  attempts: ApiExamAttemptRow[];
  /** An attempt started and not yet submitted (still within its time). */
  openAttemptId: number | null;
  /** Why the test cannot be started now; '' when it can. */
  blocked: '' | 'enrol' | 'lessons' | 'passed' | 'attempts';
};

/**
 * The learner's standing with a test, for a link to it: closed (lessons or sessions not all done, or not
 * signed up), open (may start; attemptsUsed > 0 after a fail), passed, or failed (every attempt used).
 */
export type ApiExamStanding = { state: 'closed' | 'open' | 'passed' | 'failed'; attemptsUsed: number; maxAttempts: number };

/** One question of a submitted paper, with the right answer and its explanation. */
export type ApiExamResultItem = ApiExamQuestion & { chosen: number[]; answer: number[]; correct: boolean; explanation: string };

/** exam/submit/:attemptId and exam/result/:attemptId (the same for a course's and a class's test). */
export type ApiExamResult = ApiExamOwner & {
  id: number;
  number: number;
  score: number;
  passScore: number;
  passed: boolean;
  correctCount: number;
  total: number;
  submittedAt: number;
  /** The time ran out: the paper was scored as it stood. */
  timedOut: boolean;
  /** Attempts left after this one (0 once passed). */
  attemptsLeft: number;
  items: ApiExamResultItem[];
};
