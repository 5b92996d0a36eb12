// Wire types of the journal endpoints (journal/list, journal/detail/:id): /journal and /journal/{id}.

/** An issue as the public pages and the console both describe it. */
export type ApiJournalIssueFields = {
  id: number;
  /** Journal name, e.g. 中原基层医学. */
  name: string;
  year: number;
  /** Issue number within the year (第N期). */
  number: number;
  cover: string;
  summary: string;
};

export type ApiJournalIssue = ApiJournalIssueFields & {
  publishedAt: number;
  /** Papers in the table of contents. */
  paperCount: number;
};

/** journal/list: issues newest first, by year; `year` narrows to one year. */
export type ApiJournalList = {
  /** Every year that has issues, newest first, with its count (the year filter). */
  years: { year: number; count: number }[];
  /** The issues shown (all, or the asked year's), newest first. */
  issues: ApiJournalIssue[];
};

export type ApiJournalEntry = {
  id: number;
  title: string;
  authors: string;
  /** First page in the printed issue. */
  page: number;
  /** The article holding the paper (/detail/{id}); null when it was withdrawn. */
  articleId: number | null;
  summary: string;
  /** The paper's full text as a PDF download (journal/pdf/:paperId), when the editor uploaded one. */
  pdfUrl: string | null;
};

export type ApiJournalIssueLink = { id: number; year: number; number: number };

/** journal/detail/:id: an issue and its table of contents, by column (section) in printed order. */
export type ApiJournalDetail = {
  issue: ApiJournalIssue;
  sections: { name: string; entries: ApiJournalEntry[] }[];
  newer: ApiJournalIssueLink | null;
  older: ApiJournalIssueLink | null;
};
