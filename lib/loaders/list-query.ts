// Reading a list page's query string in a loader: page numbers and filters, with anything odd
// answered by a 404 rather than a 500 or a silently different list.
import type { ParsedUrlQuery } from 'node:querystring';

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
