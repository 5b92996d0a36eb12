// What the dispatcher reads from a request's headers: where it came from (docs/security.md: state changes only
// from our own origin) and the client address (rate limits).
import { getEnv } from '@/contract/env';
import { isOwnOrigin } from '@/contract/same-origin';
import { getServerEnv } from '@/server/env';

export type Headers = Record<string, string | string[] | undefined>;

export function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Whether a state-changing request comes from our own pages. A form POST is a "simple" request any
 * site can send, so the browser's Origin (or, without it, Sec-Fetch-Site) decides. Same origin is
 * SITE_URL's origin or the one the request was sent to, scheme and port included (contract/same-origin.ts).
 * Server-side calls (SSR) send neither header and pass.
 */
export function isSameOrigin(headers: Headers): boolean {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = header(headers, 'origin');
  if (origin === undefined) return true;
  const trustProxy = getServerEnv().TRUST_PROXY;
  return isOwnOrigin(origin, {
    siteUrl: getEnv().SITE_URL,
    host: (trustProxy ? header(headers, 'x-forwarded-host') : undefined) ?? header(headers, 'host'),
    forwardedProto: trustProxy ? header(headers, 'x-forwarded-proto') : undefined,
  });
}

/**
 * The client's address. X-Forwarded-For is read only behind a proxy we trust (TRUST_PROXY), and then
 * its last entry: the one our proxy appended, which the client cannot forge.
 */
export function clientAddress(headers: Headers, remoteAddress: string | undefined): string {
  let addr = remoteAddress ?? '';
  if (getServerEnv().TRUST_PROXY) {
    const xff = headers['x-forwarded-for'];
    const list = (Array.isArray(xff) ? xff.join(',') : xff ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (list.length > 0) addr = list[list.length - 1];
  }
  if (addr.startsWith('::ffff:')) addr = addr.slice(7);
  return addr.slice(0, 64) || 'unknown';
}
