// docs/security.md "Every request" and "Headers": what the edge middleware (and the start hook, for methods the
// middleware never sees) refuse before Next.js handles a request, and the headers every page carries.
// Pure functions of the request, so they are unit-tested without a server; no Node or Next imports.
import type { Envelope } from '@/contract/api-types';
import { Code, codeMsg } from '@/contract/codes';

/** Pages are read (GET, HEAD) and the operator page takes a form POST; nothing else means anything. */
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];

/**
 * Methods that fetch's Request refuses to represent: Next.js cannot even hand them to the middleware
 * and answers 500, so the start hook answers them itself (lib/method-guard.ts).
 */
export const FORBIDDEN_FETCH_METHODS: readonly string[] = ['TRACE', 'TRACK'];

export function isPageMethodAllowed(method: string): boolean {
  return PAGE_METHODS.includes(method.toUpperCase());
}

/** The envelope and headers of a refused method (the API's dispatcher answers the same way). */
export function methodNotAllowed(): { status: 405; headers: Record<string, string>; body: string } {
  const envelope: Envelope<null> = { code: Code.MethodNotAllowed, data: null, codeMsg: codeMsg[Code.MethodNotAllowed] };
  return {
    status: 405,
    headers: { Allow: PAGE_METHODS.join(', '), 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify(envelope),
  };
}

export const IMAGE_SOURCE_MESSAGE = '图片地址无效';

/**
 * Whether /_next/image may fetch this `url`: only a plain path of this site. Next accepts "/\host/..."
 * as a local path, but URL parsing turns the backslash into "//host", and its internal fetch fails
 * with a 500. The site has no image hosts of its own to allow, so absolute URLs are refused as well.
 */
export function isImageSourceAllowed(url: string | null): boolean {
  if (url === null || url.length === 0 || url.length > 2048) return false;
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  // Backslashes, control characters, spaces and anything non-ASCII: a real asset path has none.
  return /^[\x21-\x7e]+$/.test(url) && !url.includes('\\');
}

export function badImageRequest(): { status: 400; headers: Record<string, string>; body: string } {
  const envelope: Envelope<null> = { code: Code.BadInput, data: null, codeMsg: IMAGE_SOURCE_MESSAGE };
  return {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify(envelope),
  };
}

/** One year, as the HSTS preload list asks; only ever sent when the public origin is https. */
const HSTS_MAX_AGE = 31_536_000;

/** The Strict-Transport-Security value when the site is served over https (SITE_URL), else null. */
export function strictTransportSecurity(siteUrl: string): string | null {
  return siteUrl.toLowerCase().startsWith('https:') ? `max-age=${HSTS_MAX_AGE}; includeSubDomains` : null;
}
