// docs/product.md §9 / docs/security.md "Every request": query-string parsing with the spec's limits. Input beyond them is
// refused (an error), not silently truncated, and __proto__ / constructor keys never reach an object.
import qs, { type ParsedQs } from 'qs';

/** docs/product.md §9: arrayLimit 20, depth 5, parameterLimit 1000. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

const parseOptions: qs.IParseOptions & { decoder?: undefined } = {
  ...QUERY_LIMITS,
  // Refuse over-limit input instead of qs's default of truncating it or turning it into object keys.
  throwOnLimitExceeded: true,
  strictDepth: true,
  allowPrototypes: false,
  ignoreQueryPrefix: true,
};

/** Thrown when a query string or form body goes beyond QUERY_LIMITS. */
export class QueryLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryLimitError';
  }
}

export type { ParsedQs };

/** Parses a query string ("?a=1" or "a=1") or form body; throws QueryLimitError beyond the limits. */
export function parseQuery(search: string): ParsedQs {
  try {
    return qs.parse(search, parseOptions);
  } catch (error) {
    if (error instanceof RangeError) throw new QueryLimitError(error.message);
    throw error;
  }
}

/** Like parseQuery, but null instead of an error for over-limit input. */
export function tryParseQuery(search: string): ParsedQs | null {
  try {
    return parseQuery(search);
  } catch (error) {
    if (error instanceof QueryLimitError) return null;
    throw error;
  }
}

/** The form-encoded form of an object (no leading "?"), as the API and parseQuery read it. */
export function stringifyQuery(value: Record<string, unknown>): string {
  return qs.stringify(value);
}
