// Wire types of the registrar's review queues (docs/product.md "Applications, competitions and certificates in
// the console"): class-hosting applications, lecturer certifications, case-competition entries and their
// scores, certificates. Times are Unix seconds; dates 'YYYY-MM-DD' in China time.
import type { ApiApplicationDecision, ApiApplicationFields, ApiApplicationStatus } from './user-apply';
import type { ApiEntryStatus } from './activity';
import type { ApiCertFields } from './cert';

/** The status filter of the application queues: `pending` is submitted or under review. */
export const APPLICATION_FILTERS = ['pending', 'submitted', 'reviewing', 'approved', 'rejected', 'withdrawn'] as const;
export type ApiApplicationFilter = (typeof APPLICATION_FILTERS)[number];

/** The words both review queues use for the states they share. */
const REVIEW_STATE_LABELS = { submitted: '待审核', approved: '已通过', rejected: '未通过' } as const;

export const APPLICATION_STATUS_LABELS: Record<ApiApplicationStatus, string> = { ...REVIEW_STATE_LABELS, reviewing: '审核中', withdrawn: '已撤回' };

/** Who applied (the learner's account, not the contact they typed). */
export type ApiAdminApplicant = { id: number; name: string; phone: string; workUnit: string };

/** admin/apply/list: one application to host a training class, with everything the detail drawer shows. */
export type ApiAdminApplicationRow = ApiApplicationFields & ApiApplicationDecision & {
  region: string;
  applicant: ApiAdminApplicant;
};

/** admin/teacher/list: one lecturer certification. The attachment opens through the console's own address. */
export type ApiAdminTeacherRow = ApiApplicationDecision & {
  id: number;
  professionalTitle: string;
  yearsOfPractice: number;
  hospitalLevel: string;
  specialties: string[];
  experience: string;
  attachment: { name: string; kind: string; size: number; url: string };
  /** The applicant's scope now (1 once a lecturer). */
  scope: number;
  applicant: ApiAdminApplicant;
};

/** Entry filters of a competition: `pending` is not yet reviewed. */
export const ENTRY_FILTERS = ['pending', 'approved', 'rejected', 'awarded'] as const;
export type ApiEntryFilter = (typeof ENTRY_FILTERS)[number];

export const ENTRY_STATUS_LABELS: Record<ApiEntryStatus, string> = { ...REVIEW_STATE_LABELS, awarded: '获奖' };

/** Awards given when the results are published, best first. */
export const AWARDS = ['一等奖', '二等奖', '三等奖', '优秀奖'] as const;

/** Scores are 0 to 100 in steps of 0.1. */
export const SCORE_MAX = 100;

export type ApiEntryScore = { judgeId: number; judgeName: string; score: number; comment: string; updatedAt: number };

/** admin/activity/entry/list: one entry with every judge's score and their average. */
export type ApiAdminEntryRow = {
  id: number;
  title: string;
  department: string;
  abstract: string;
  author: ApiAdminApplicant;
  attachment: { name: string; kind: string; size: number; url: string } | null;
  status: ApiEntryStatus;
  reviewReason: string | null;
  award: string | null;
  rank: number | null;
  isPublished: boolean;
  scores: ApiEntryScore[];
  /** Mean of the judges' scores to one decimal; null before the first score. */
  average: number | null;
  createdAt: number;
};

export type ApiAdminEntryActivity = {
  id: number;
  title: string;
  /** upcoming | open | judging | ended, as the public pages say. */
  stage: string;
  resultsPublishedAt: number | null;
  /** Entries approved and not yet scored by anyone: the results cannot be published while there are some. */
  unscored: number;
};

/**
 * admin/activity/entry/list: without activityId, the competition to judge now (the first in judging, else the
 * latest started); `competitions` lists every one, newest first, to switch between.
 */
export type ApiAdminEntryPage = {
  list: ApiAdminEntryRow[];
  total: number;
  activity: ApiAdminEntryActivity;
  competitions: { id: number; title: string; stage: string }[];
};

/** admin/cert/list filters. */
export const CERT_FILTERS = ['valid', 'expired', 'revoked'] as const;

/** admin/cert/list: one certificate and its holder. */
export type ApiAdminCertRow = Pick<ApiCertFields, 'number' | 'kind' | 'title' | 'hours' | 'issuedAt' | 'validUntil' | 'status'> & {
  id: number;
  holderName: string;
  holder: ApiAdminApplicant;
  credit: string;
  revokedAt: number | null;
  revokeReason: string;
  reissuedAt: number | null;
};
