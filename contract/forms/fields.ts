// Field pieces of the shared form schemas (docs/architecture.md §2: contract/forms). Each refuses a bad
// value with the Chinese message a person sees next to the field, on the site and in the API's 4000.
import { z } from 'zod';
import { MOBILE, PHONE_MESSAGE, normalisePhone } from '../phone';

// In the browser, zod's fast path for objects first probes whether `new Function` may run; the site's
// Content-Security-Policy forbids eval, so the probe shows up as a CSP violation (and costs Lighthouse's
// Best Practices score). The browser validates a form at a time and needs no fast path: turn it off there
// before any form schema is built (every schema module imports this one). The server keeps it.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** A row id from a path or a form: a positive integer that fits PostgreSQL's integer. */
export const zId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, '编号不正确')
  .transform(Number);

/** Free text typed by a person: trimmed, bounded, control characters removed. */
export function zText(max: number, label: string) {
  return z
    .string()
    .max(max * 4, `${label}过长`)
    .transform((s) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim())
    .refine((s) => [...s].length <= max, `${label}不能超过${max}个字`);
}

/** Free text that must be given. */
export const zRequired = (max: number, label: string) => zText(max, label).refine((s) => s.length > 0, `请填写${label}`);

/** A mobile number as typed ("+86 138-0000-0000"), answered normalised. */
export const zPhone = z.string().max(24, PHONE_MESSAGE).transform(normalisePhone).pipe(z.string().regex(MOBILE, PHONE_MESSAGE));

/** A dictionary option value picked from a select (checked against the options table by the server). */
export const zOptionValue = (message: string) => z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/, message);

/** An upload id (user/teacher/upload, activity/upload): 128 random bits in hex, the end of the file's key. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
