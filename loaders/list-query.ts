// Reading a list page's query string in a loader: page numbers and filters. An odd filter is a 404
// rather than a 500 or a silently different list; an odd page number is not worth a dead end, so the
// visitor is sent to the first page (?page=abc, ?page=0) or to the last one (?page=99999).
import type { ParsedUrlQuery } from 'node:querystring';
import { Code } from '@/contract/codes';
import { ApiCodeError } from '@/lib/api-errors';

/** The page number from ?page=, 1 when absent; null when it is not a sane page number. */
export function readPage(query: ParsedUrlQuery): number | null {
  const raw = query.page;
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,3}$/.test(raw)) return null;
  return Number(raw);
}

/** A filter value from the query: undefined when absent, null when not one of the allowed values. */
export function readFilter<T extends string>(query: ParsedUrlQuery, name: string, allowed: readonly T[]): T | undefined | null {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** Free text from the query (search box): trimmed and bounded; null when not a single string. */
export function readText(query: ParsedUrlQuery, name: string, max: number): string | null {
  const raw = query[name];
  if (raw === undefined) return '';
  if (typeof raw !== 'string') return null;
  return [...raw.trim()].slice(0, max).join('');
}

/** The highest page number any list takes (the API's paging limit): anything above is "the last page". */
export const MAX_LIST_PAGE = 500;

export type PageRequest = { page: number; fallback: null } | { page: null; fallback: 'first' | 'last' };

/** What ?page= (or another page parameter) asks for: a page, or the page to fall back to when it is not one. */
export function readPageRequest(query: ParsedUrlQuery, name = 'page'): PageRequest {
  const raw = query[name];
  if (raw === undefined) return { page: 1, fallback: null };
  if (typeof raw !== 'string' || !/^\d{1,12}$/.test(raw) || Number(raw) === 0) return { page: null, fallback: 'first' };
  const n = Number(raw);
  return n > MAX_LIST_PAGE ? { page: null, fallback: 'last' } : { page: n, fallback: null };
}

/** The same address with ?page= (or `name`) set to `page` (dropped for page 1, the canonical first page). */
export function pageAddress(resolvedUrl: string, page: number, name = 'page'): string {
  const url = new URL(resolvedUrl, 'http://x');
  if (page > 1) url.searchParams.set(name, String(page));
  else url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

type Paged = { list: unknown[]; total: number; pageSize: number };
type PageRedirect = { redirect: { destination: string; permanent: false } };

/**
 * Loads the page of a list that ?page= asks for. A page that is not a number, 0, past the last or
 * beyond any list redirects to the first or the last page that exists, keeping the filters; a filter the
 * API refuses still ends in a 404 (the first page answers BadInput too).
 */
export async function loadListPage<T extends Paged>(
  ctx: { query: ParsedUrlQuery; resolvedUrl: string },
  fetch: (page: number) => Promise<T>,
): Promise<{ data: T; page: number } | PageRedirect> {
  const request = readPageRequest(ctx.query);
  const redirect = (page: number): PageRedirect => ({ redirect: { destination: pageAddress(ctx.resolvedUrl, page), permanent: false } });
  if (request.fallback === 'first') return redirect(1);
  if (request.page !== null) {
    try {
      const data = await fetch(request.page);
      if (request.page === 1 || data.list.length > 0) return { data, page: request.page };
    } catch (error) {
      // Some lists answer a page past the last with BadInput rather than an empty page.
      if (!(error instanceof ApiCodeError && error.code === Code.BadInput) || request.page === 1) throw error;
    }
  }
  const first = await fetch(1);
  return redirect(Math.max(1, Math.ceil(first.total / first.pageSize)));
}

/** The request's part for a filter: `{ [name]: value }`, or nothing when the visitor chose none. */
export type FilterParam<F extends string> = Partial<Record<string, F>>;

/**
 * A list narrowed by one optional filter (?name=, one of `allowed`), loaded as loadListPage does: an odd
 * value is a 404, no value lists everything (the filter is left out of the request rather than sent empty).
 * `filter` is the value chosen, null for none, as the page's props carry it.
 */
export async function loadFilteredListPage<T extends Paged, F extends string>(
  ctx: { query: ParsedUrlQuery; resolvedUrl: string },
  name: string,
  allowed: readonly F[],
  fetch: (page: number, param: FilterParam<F>) => Promise<T>,
): Promise<{ data: T; filter: F | null } | PageRedirect | { notFound: true }> {
  const filter = readFilter(ctx.query, name, allowed);
  if (filter === null) return { notFound: true };
  const loaded = await loadListPage(ctx, (page) => fetch(page, filter ? { [name]: filter } : {}));
  if ('redirect' in loaded) return loaded;
  return { data: loaded.data, filter: filter ?? null };
}
