// Wire types of the training centre of scope 2 (/user/course): the courses this user's organisation
// runs, their learners and each learner's progress. Times are second-based timestamps.
import type { ApiPage } from '@/contract/api-types';
import type { ApiSignupPerson } from './training';

/** user/course/courses: one course the organisation runs. */
export type ApiOrgCourse = {
  id: number;
  title: string;
  cover: string;
  lecturer: string;
  credit: string;
  lessons: number;
  /** Learners enrolled on the site. */
  enrolled: number;
  /** Of them, those who finished every lesson. */
  finished: number;
};

export type ApiOrgCourseList = ApiPage<ApiOrgCourse>;

/** One learner of a course and how far they got; the phone is masked (138****0000). */
export type ApiCourseLearner = Pick<ApiSignupPerson, 'name' | 'phone' | 'workUnit' | 'department'> & {
  enrolmentId: number;
  enrolledAt: number;
  lessonsFinished: number;
  /**
   * Study time in seconds, by the lessons' listed lengths: a finished lesson counts whole, one in
   * progress by the share of it watched (the media may be shorter than the listed lesson).
   */
  studiedSeconds: number;
  /** Last time the learner played a lesson; null when never. */
  lastStudyAt: number | null;
  /** 0 to 100, lessons finished of the course's lessons. */
  percent: number;
};

/** user/course/learners/{id}. */
export type ApiCourseLearners = ApiPage<ApiCourseLearner> & {
  course: { id: number; title: string; lecturer: string; credit: string; lessons: number; enrolled: number; finished: number };
  /** Site-relative address of the learner list's CSV (GET). */
  csvUrl: string;
};
