// Wire types of the training centre of scopes 1 and 3 (/user/training): the classes a user runs or
// teaches, each with its roster, attendance and check-in codes. Times are second-based timestamps.
import type { ApiPage } from '@/contract/api-types';
import type { ApiSignupPerson, ApiTrainingSession, ApiTrainingStatus } from './training';

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
  signedUpAt: number;
  /** Ids of the sessions this learner checked in to. */
  attended: number[];
};

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
