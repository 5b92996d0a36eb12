// Wire types of the training centre of scopes 1 and 3 (/user/training): the classes a user runs or
// teaches, each with its roster, attendance and check-in codes. Times are second-based timestamps.
import type { ApiPage } from '@/contract/api-types';
import { SIGNUP_STAGE_TEXT, type ApiSignupPerson, type ApiSignupStage, type ApiTrainingSession, type ApiTrainingStatus } from './training';

export type ApiStaffRole = 'organiser' | 'teacher';

export const STAFF_CLASS_STATUSES = ['signup', 'ongoing', 'finished'] as const satisfies readonly ApiTrainingStatus[];

/** user/training/classes: one class this user runs or teaches. */
export type ApiStaffClass = {
  id: number;
  title: string;
  role: ApiStaffRole;
  status: ApiTrainingStatus;
  startAt: number;
  endAt: number;
  region: string;
  /** Live (not cancelled) sign-ups. */
  signedUp: number;
  seatsTotal: number;
  sessions: number;
};

export type ApiStaffClassList = ApiPage<ApiStaffClass>;

/** A session of the class, with its check-in code (staff only) and how many have checked in. */
export type ApiRosterSession = ApiTrainingSession & {
  checkinCode: string;
  /** Check-in is open now (from 30 minutes before the start to the end). */
  open: boolean;
  checkedIn: number;
};

/**
 * One learner on the roster: the sign-up form's answers and their attendance. The phone is in full for
 * organisers, masked (138****0000) for teachers.
 */
export type ApiRosterLearner = ApiSignupPerson & {
  signupId: number;
  status: 'pending' | 'confirmed';
  /**
   * Where the sign-up stands, as the learner's own pages say it: a pending one waits for the registrar's review
   * or, once approved, for its fee (a cancelled one is not on the roster).
   */
  stage: ApiSignupStage;
  signedUpAt: number;
  /** Ids of the sessions this learner checked in to. */
  attended: number[];
};

/** The roster's words for a stage: the learner's, but "已确认" for a confirmed seat (as the roster has always said). */
export const ROSTER_STAGE_TEXT: Record<ApiSignupStage, string> = { ...SIGNUP_STAGE_TEXT, confirmed: '已确认' };

/** user/training/roster/{id}. */
export type ApiRoster = {
  training: {
    id: number;
    title: string;
    status: ApiTrainingStatus;
    role: ApiStaffRole;
    startAt: number;
    endAt: number;
    seatsTotal: number;
  };
  sessions: ApiRosterSession[];
  learners: ApiRosterLearner[];
  /** Site-relative address of the roster's CSV (GET). */
  csvUrl: string;
};
