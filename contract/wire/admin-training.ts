// Wire types of the console's training endpoints (docs/product.md §10): admin/base/* (training centres and
// bases) and admin/training/* (training classes). Times in forms and answers are China wall-clock time
// "YYYY-MM-DD HH:mm"; money is yuan with at most two decimals.
import type { ApiAttachmentKind } from './activity';
import type { ApiBaseFields, ApiBaseLevel } from './base';
import type { ApiPayMethod, ApiSignupField } from './training';

/** The format of every time the console's training forms send and receive (China time). */
export const ADMIN_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Credit a class may state (docs/product.md §10): a level, class I or II, and 0.5 to CREDITS_MAX points. */
export const CREDIT_LEVELS = ['国家级', '省级', '市级'] as const;
export const CREDIT_TYPES = ['I', 'II'] as const;
export const CREDITS_MAX = 25;
export const FEE_MAX_YUAN = 100_000;
export const SEATS_MAX = 10_000;
export const SESSIONS_MAX = 20;

/** admin/base/list: one row. */
export type ApiAdminBaseRow = {
  id: number;
  name: string;
  level: ApiBaseLevel;
  region: { value: string; name: string };
  contactName: string;
  contactPhone: string;
  /** Classes held there (published or not). */
  trainingCount: number;
  updatedAt: string;
};

/** admin/base/get/{id}: every field the form edits. */
export type ApiAdminBase = ApiBaseFields & {
  region: string;
  sort: number;
  trainingCount: number;
};

export type ApiAdminTrainingStatus = 'draft' | 'published';

/** admin/training/list: one row. */
export type ApiAdminTrainingRow = {
  id: number;
  title: string;
  status: ApiAdminTrainingStatus;
  /** Where it stands in time: signup, ongoing, finished. */
  phase: 'signup' | 'ongoing' | 'finished';
  project: { value: string; name: string };
  region: { value: string; name: string };
  base: { id: number; name: string } | null;
  startAt: string;
  endAt: string;
  signupEndAt: string;
  seatsTotal: number;
  seatsTaken: number;
  /** Live sign-ups (not cancelled). */
  signups: number;
  fee: number;
};

export type ApiAdminSession = {
  id: number;
  title: string;
  teacher: string;
  location: string;
  startAt: string;
  endAt: string;
  /** The session's check-in code, shown to staff. */
  checkinCode: string;
};

/** admin/training/get/{id}: every field the form edits. */
export type ApiAdminTraining = {
  id: number;
  status: ApiAdminTrainingStatus;
  title: string;
  project: string;
  region: string;
  baseId: number | null;
  cover: string;
  summary: string;
  organiser: string;
  audience: string;
  /** '' when the class gives no credit. */
  creditLevel: '' | (typeof CREDIT_LEVELS)[number];
  creditType: '' | (typeof CREDIT_TYPES)[number];
  credits: number;
  /** The credit as the public page shows it, e.g. "省级I类学分 6分". */
  credit: string;
  fee: number;
  payMethod: ApiPayMethod;
  seatsTotal: number;
  seatsTaken: number;
  signups: number;
  signupEndAt: string;
  startAt: string;
  endAt: string;
  contactPhone: string;
  syllabus: string;
  notice: string;
  sessions: ApiAdminSession[];
  signupFields: ApiSignupField[];
  /** Ids of the class's tags (its tag pages list it), from the tag table. */
  tagIds: number[];
  /** Its documents in the order the class page lists them. */
  files: ApiAdminTrainingFile[];
};

/** A class's document (admin/training/file answers one; the form sends back their ids in order). */
export type ApiAdminTrainingFile = { id: string; name: string; kind: ApiAttachmentKind; size: number };

/** A document's limits: PDF, Word or a JPG/PNG picture by its bytes, at most 20 MB, at most 10 per class. */
export const TRAINING_FILE_LIMITS = { bytes: 20 * 1024 * 1024, perClass: 10 } as const;

/** The choices the training forms offer (dictionaries and bases). */
export type ApiAdminTrainingOptions = {
  projects: { value: string; name: string }[];
  regions: { value: string; name: string }[];
  bases: { id: number; name: string }[];
  tags: { id: number; name: string }[];
};
