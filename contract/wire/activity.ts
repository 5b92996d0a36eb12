// Wire types of the case competition (/activity) and the limits both sides check: the form in the
// browser to help the person typing, the API to decide.

export type ApiActivityStatus = 'upcoming' | 'open' | 'judging' | 'ended';
/** The list's status filter, in the order its tabs show (loaders/activity.ts reads it, pages/activity shows it). */
export const ACTIVITY_STATUSES: readonly ApiActivityStatus[] = ['open', 'upcoming', 'judging', 'ended'];
export type ApiActivityMilestone = { date: string; title: string };

/** A competition in the list. Times are second-based Unix timestamps. */
export type ApiActivityCard = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  organiser: string;
  status: ApiActivityStatus;
  startAt: number;
  deadline: number;
  endAt: number;
  timeline: ApiActivityMilestone[];
  /** Entries received so far. */
  entryCount: number;
};

/** activity/detail/:id. */
export type ApiActivityDetail = ApiActivityCard & {
  /** Sanitized rich text (server/http/sanitize-html.ts). */
  rules: string;
  publishedCount: number;
  /** When the ranking was published (Unix seconds); null before. Published entries then come in their places. */
  resultsPublishedAt: number | null;
};

export type ApiAttachmentKind = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

/** An entry's attachment; url is the authenticated download (activity/file/:entryId). */
export type ApiAttachment = { name: string; kind: ApiAttachmentKind; size: number; url: string };

export type ApiEntryStatus = 'submitted' | 'approved' | 'rejected' | 'awarded';

/** The logged-in user's own entry. */
export type ApiMyEntry = {
  id: number;
  title: string;
  department: string;
  /** Plain text: render as text, never as HTML. */
  abstract: string;
  attachment: ApiAttachment | null;
  status: ApiEntryStatus;
  award: string | null;
  isPublished: boolean;
  /** Why the organisers turned it down (status rejected); null otherwise. */
  reviewReason: string | null;
  /** Place in the published ranking; null before the results. */
  rank: number | null;
  createdAt: number;
  updatedAt: number;
};

/** activity/entry/:id: the user's entry (null before the first submission) and whether it may change now. */
export type ApiActivityMine = { entry: ApiMyEntry | null; canEdit: boolean };

/** activity/entries/:id: an entry the organisers published. */
export type ApiPublishedEntry = {
  id: number;
  title: string;
  department: string;
  abstract: string;
  author: string;
  workUnit: string;
  award: string | null;
  /** Place and the judges' average score (one decimal) once the results are published; null before. */
  rank: number | null;
  score: number | null;
  attachment: ApiAttachment | null;
  createdAt: number;
};

/** activity/upload: what the entry form sends back as uploadId. */
export type ApiUpload = { uploadId: string; name: string; kind: ApiAttachmentKind; size: number };

export const ENTRY_LIMITS = {
  title: 60,
  department: 30,
  abstractMin: 20,
  abstract: 1000,
  /** 10 MB. */
  fileBytes: 10 * 1024 * 1024,
} as const;

/** File name extensions accepted for each kind (the content decides the kind, the name must agree). */
export const ATTACHMENT_EXTENSIONS: Record<ApiAttachmentKind, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};
