// Wire types of the console's journals (admin/journal/*, admin/upload/pdf), case competitions
// (admin/activity/*) and training-needs surveys (admin/demand/*), with the limits both the forms and the
// API check. Times in forms are "YYYY-MM-DD HH:mm", China time (contract/time.ts parseChinaMinute).
import type { ApiActivityMilestone, ApiActivityStatus } from './activity';
import type { ApiDemandStatus, ApiQuestionKind } from './demand';
import type { ApiJournalIssueFields } from './journal';

/** Published things are on the public site; drafts only in the console. */
export type AdminPublishStatus = 'draft' | 'published';
export const ADMIN_PUBLISH_STATUSES: readonly AdminPublishStatus[] = ['draft', 'published'];
export const ADMIN_PUBLISH_LABELS: Record<AdminPublishStatus, string> = { draft: '未发布', published: '已发布' };

// --- Journals

export const JOURNAL_LIMITS = {
  name: 60, summary: 300, cover: 300, section: 30, title: 120, authors: 120, abstract: 2000,
  /** A paper's PDF (admin/upload/pdf). */
  pdfBytes: 20 * 1024 * 1024,
} as const;

/** admin/journal/list: one issue. */
export type ApiAdminJournalRow = Omit<ApiJournalIssueFields, 'summary'> & {
  status: AdminPublishStatus;
  paperCount: number;
  /** Issue date, "YYYY-MM-DD HH:mm". */
  publishedAt: string;
};

/** admin/upload/pdf answers this; a paper refers to it by id. */
export type ApiAdminPdf = { id: string; name: string; size: number };

export type ApiAdminJournalPaper = {
  id: number;
  section: string;
  title: string;
  authors: string;
  page: number;
  abstract: string;
  pdf: ApiAdminPdf | null;
  /** The article holding the seed's paper text, if any (/detail/{id}). */
  articleId: number | null;
};

/** admin/journal/get/:id: an issue and its papers in printed order. */
export type ApiAdminJournal = ApiJournalIssueFields & {
  publishedAt: string;
  status: AdminPublishStatus;
  papers: ApiAdminJournalPaper[];
};

// --- Case competitions

export const ACTIVITY_LIMITS = { title: 100, cover: 300, summary: 300, organiser: 100, rules: 20000, milestones: 10, milestone: 40 } as const;

export type ApiAdminActivityRow = {
  id: number;
  title: string;
  status: AdminPublishStatus;
  /** Where it stands by its dates (upcoming, open, judging, ended). */
  stage: ApiActivityStatus;
  startAt: string;
  deadline: string;
  endAt: string;
  entryCount: number;
};

export type ApiAdminActivity = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  organiser: string;
  /** Sanitized rich text as stored. */
  rules: string;
  timeline: ApiActivityMilestone[];
  startAt: string;
  deadline: string;
  endAt: string;
  status: AdminPublishStatus;
  entryCount: number;
};

// --- Training-needs surveys

export const DEMAND_ADMIN_LIMITS = { title: 100, intro: 20000, questions: 20, question: 200, choices: 20, choice: 100 } as const;

export const QUESTION_KIND_LABELS: Record<ApiQuestionKind, string> = { single: '单选', multiple: '多选', text: '填空' };

export type ApiAdminDemandRow = {
  id: number;
  title: string;
  status: AdminPublishStatus;
  stage: ApiDemandStatus;
  startAt: string;
  endAt: string;
  questionCount: number;
  answerCount: number;
};

export type ApiAdminDemandQuestion = { id: number; kind: ApiQuestionKind; title: string; choices: string[]; isRequired: boolean };

export type ApiAdminDemand = {
  id: number;
  title: string;
  intro: string;
  startAt: string;
  endAt: string;
  status: AdminPublishStatus;
  questions: ApiAdminDemandQuestion[];
  /** Answers received; questions cannot change once there are any. */
  answerCount: number;
};
