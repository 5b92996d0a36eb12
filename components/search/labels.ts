import type { ApiSearchType } from '@/contract/wire/search';

/** What each result tab is called, in Chinese. */
export const SEARCH_TYPE_LABELS: Record<ApiSearchType, string> = {
  training: '培训班',
  course: '课程',
  live: '直播',
  article: '文章资讯',
  journal: '期刊',
};

/** The /search address of a query, tab and page (page 1 and the "all" tab are left out). */
export function searchHref(q: string, type: ApiSearchType | null = null, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/search?${qs}` : '/search';
}

/** A count as the page shows it: the window's size reads "500+". */
export function countLabel(n: number, window: number): string {
  return n >= window ? `${window}+` : String(n);
}
