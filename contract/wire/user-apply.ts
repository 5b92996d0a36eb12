// Wire types and limits of the training-class application (/user/apply, scopes 0 and 2): apply to
// host a class and follow the application. Limits are shared by the form (browser checks) and the API
// (the lock). Dates are 'YYYY-MM-DD' in China time; other times are second-based timestamps.
import type { ApiOption, ApiPage } from '@/contract/api-types';

export type ApiApplicationStatus = 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'withdrawn';

export const APPLY_LIMITS = {
  title: 60,
  organisation: 100,
  contactName: 32,
  planMin: 20,
  plan: 2000,
  traineesMin: 1,
  traineesMax: 1000,
  /** A class lasts at most this many days. */
  maxDays: 180,
  /** It starts at most this many days from today. */
  maxDaysAhead: 730,
  /** Applications a user may have submitted or under review at once. */
  openMax: 10,
} as const;

/** Where an application (to host a class, or to be certified a lecturer) stands. */
export type ApiApplicationDecision = {
  status: ApiApplicationStatus;
  /** Why it was rejected, or a note with the approval; null otherwise. */
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
};

/** An application as its applicant sees it. */
export type ApiOwnApplication = ApiApplicationDecision & {
  updatedAt: number;
  /** Editable and withdrawable: only while submitted. */
  canEdit: boolean;
};

/** What an application to host a class says, to the applicant and to the registrar alike. */
export type ApiApplicationFields = {
  id: number;
  title: string;
  organisation: string;
  contactName: string;
  contactPhone: string;
  startDate: string;
  endDate: string;
  trainees: number;
  /** Plain text: shown as text, never as HTML. */
  plan: string;
};

export type ApiApplication = ApiApplicationFields & ApiOwnApplication & { region: ApiOption };

/** user/apply/list; defaults: what a new form starts with, from the user's own profile. */
export type ApiApplicationList = ApiPage<ApiApplication> & {
  defaults: { organisation: string; contactName: string; contactPhone: string };
};

/** The form's fields as the API takes them (user/apply/save); id when editing. */
export type ApiApplicationForm = {
  id?: string;
  submitKey?: string;
  title: string;
  organisation: string;
  contactName: string;
  contactPhone: string;
  region: string;
  startDate: string;
  endDate: string;
  trainees: string;
  plan: string;
};
