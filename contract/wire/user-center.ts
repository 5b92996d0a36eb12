// Wire types of the personal centre (/user/userCenter; user/center/summary).
import type { ApiTrainingCard } from '@/contract/api-types';
import type { ApiCert } from './cert';
import type { ApiMessage } from './message';

/** A class I signed up for that has not ended yet; its status is the class's state from its times (seconds). */
export type ApiCenterTraining = Pick<ApiTrainingCard, 'id' | 'title' | 'startAt' | 'endAt' | 'status'> & {
  /** My sign-up: waiting for the academy's confirmation, or confirmed. */
  signup: 'pending' | 'confirmed';
  sessions: number;
  attended: number;
};

/** A course I enrolled in and have not finished. */
export type ApiCenterCourse = {
  id: number;
  title: string;
  cover: string;
  lessons: number;
  finished: number;
  /** The lesson to continue with (the last one I watched and did not finish), or null: start at the course page. */
  continueVideoId: number | null;
};

export type ApiUserCenter = {
  me: {
    name: string;
    phoneMasked: string;
    avatar: string | null;
    scope: number;
    workUnit: string;
    professionalTitleName: string;
  };
  points: number;
  noRead: number;
  /** The latest unread messages (up to 3). */
  unread: ApiMessage[];
  trainings: { total: number; current: ApiCenterTraining[] };
  courses: { total: number; current: ApiCenterCourse[] };
  /** How many certificates I hold, and the latest ones (up to 3). */
  certs: { total: number; latest: ApiCert[] };
};

/** How many rows each section of the centre shows. */
export const CENTER_LIST_SIZE = 3;
