// Wire types of the search (/search): what search/query answers. Highlights come as plain-text
// segments with a flag, never as HTML: the page builds <mark> elements from them (docs/security.md: nothing a
// visitor typed is rendered as HTML).
import type { ApiPage } from '@/contract/api-types';

/** The result tabs, in the order the page shows them. */
export const SEARCH_TYPES = ['training', 'course', 'live', 'article', 'journal'] as const;
export type ApiSearchType = (typeof SEARCH_TYPES)[number];

/** Longest query, in characters (after trimming). */
export const SEARCH_MAX_LENGTH = 50;

/** A piece of a title or snippet; `hit` pieces match the query. Concatenated, they give the text. */
export type ApiTextSegment = { text: string; hit: boolean };

export type ApiSearchHit = {
  type: ApiSearchType;
  /** Site path of the item, e.g. /training/3. */
  url: string;
  title: ApiTextSegment[];
  snippet: ApiTextSegment[];
  /** One short line: category, lecturer, speaker, region ... */
  meta: string;
  /** Second-based timestamp: publication, or the start of a class or broadcast. */
  publishedAt: number;
};

/** search/query: one page of hits of the chosen tab (all tabs when type is null). */
export type ApiSearchResult = ApiPage<ApiSearchHit> & {
  /** The query as searched (trimmed); '' when none was given. */
  q: string;
  type: ApiSearchType | null;
  /** Hits per tab, whatever tab is chosen; each counted up to `window`. */
  counts: Record<ApiSearchType, number>;
  /** There were `window` or more hits: only the newest `window` are ranked and paged (add a word to narrow). */
  isCapped: boolean;
  /** How many hits are ranked and counted at most (e.g. 500: a count of 500 reads "500+"). */
  window: number;
  /** Synonyms that were searched too, e.g. ["COPD", "慢性阻塞性肺疾病"] for 慢阻肺. */
  synonyms: string[];
  /** Popular searches, for an empty query or no hits. */
  suggestions: string[];
};
