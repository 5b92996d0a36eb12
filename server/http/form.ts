// Form bodies and query strings (docs/architecture.md §3, docs/security.md "Every request"): parsed with qs at the spec's
// limits, refusing, not truncating, what goes beyond them; prototype keys never reach an object.
import qs from 'qs';
import { Code } from '@/contract/codes';
import { ApiError } from './api-error';

/** docs/product.md §9 limits. */
export const QS_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;
/** Largest form body accepted, in bytes. Forms of this site are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

const FORBIDDEN_SEGMENT = /(^|[[\].])(__proto__|constructor|prototype)($|[[\].])/;

function hasForbiddenKey(text: string): boolean {
  for (const pair of text.split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = (eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ');
    let key: string;
    try {
      key = decodeURIComponent(rawKey);
    } catch {
      throw new ApiError(Code.BadInput);
    }
    if (FORBIDDEN_SEGMENT.test(key)) return true;
  }
  return false;
}

/** Parses an x-www-form-urlencoded string (a body or a query without "?"). */
export function parseForm(text: string): Form {
  if (text === '') return {};
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError(Code.InputTooLarge);
  if (hasForbiddenKey(text)) throw new ApiError(Code.BadInput);
  try {
    return qs.parse(text, {
      ...QS_LIMITS,
      strictDepth: true,
      throwOnLimitExceeded: true,
      allowPrototypes: false,
      plainObjects: true,
      allowDots: false,
      comma: false,
      charset: 'utf-8',
    }) as Form;
  } catch (err) {
    if (err instanceof RangeError || (err instanceof Error && /limit|depth/i.test(err.message))) {
      throw new ApiError(Code.InputTooLarge);
    }
    throw new ApiError(Code.BadInput);
  }
}
