// Wire types of the study centre (/user/study; user/study/summary): the classes and courses I signed
// up for with my progress, the lesson to continue with, and what I have earned. Times in seconds.
import type { ApiPage } from '@/contract/api-types';
import type { ApiCertStatus } from './cert';
import type { ApiExamStanding } from './exam';

/** The certificate a finished item earned, if any. */
export type ApiStudyCert = { id: number; number: string; status: ApiCertStatus; credits: number; creditType: string; hours: number };

export type ApiStudyTraining = {
  id: number;
  title: string;
  cover: string;
  startAt: number;
  endAt: number;
  /** The class's state from its times. */
  status: 'signup' | 'ongoing' | 'finished';
  /** My sign-up: a fee still to be paid, or confirmed. */
  signup: 'pending' | 'confirmed';
  /** Where the sign-up stands: waiting for review, for its fee, or confirmed. */
  stage: 'review' | 'unpaid' | 'confirmed';
  sessions: number;
  attended: number;
  /** Credit the class states, e.g. "省级I类学分 6分" ('' when none). */
  credit: string;
  /** The next session that has not ended, while the class runs. */
  nextSession: { title: string; startAt: number } | null;
  cert: ApiStudyCert | null;
  /** The class's post-test and where I stand with it (/training/exam/{id}); null when it has none. */
  exam: ApiExamStanding | null;
};

export type ApiStudyCourse = {
  id: number;
  title: string;
  cover: string;
  lecturer: string;
  lessons: number;
  finished: number;
  credit: string;
  enrolledAt: number;
  /** The fee as enrolled, in yuan (0: free). */
  fee: number;
  /** Whether the academy has recorded the fee as received; true for a free course. */
  paid: boolean;
  /** When I last watched any of its lessons (null: not started). */
  lastStudiedAt: number | null;
  /** The lesson to continue with and where in it; null when every lesson is finished. */
  resume: { videoId: number; title: string; position: number } | null;
  cert: ApiStudyCert | null;
};

export type ApiStudyResume = {
  videoId: number;
  title: string;
  courseId: number;
  courseTitle: string;
  /** Seconds into the lesson where playback resumes. */
  position: number;
  duration: number;
  updatedAt: number;
};

export type ApiStudySummary = {
  totals: {
    trainings: number;
    trainingsFinished: number;
    courses: number;
    coursesFinished: number;
    /** Credits of the certificates that count (not revoked), by type: { 'Ⅰ类': 6 }. */
    credits: Record<string, number>;
    hours: number;
    certificates: number;
  };
  /** The lesson I watched last and did not finish: "continue where I left off". */
  resume: ApiStudyResume | null;
  trainings: ApiPage<ApiStudyTraining>;
  courses: ApiPage<ApiStudyCourse>;
};
