// Reading the Cookie header and writing Set-Cookie lines, for the session cookie (docs/security.md: HttpOnly,
// SameSite=Lax, Secure with the __Host- name behind HTTPS).
import { getEnv } from '@/contract/env';
import { LOGGED_OUT_FLAG, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/contract/session-cookie';

export type CookieJar = { get(name: string): { value: string } | undefined };

/** A reader over a Cookie header; the first value of a name wins, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): CookieJar {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (map.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      map.set(name, decodeURIComponent(value));
    } catch {
      map.set(name, value);
    }
  }
  return { get: (name) => (map.has(name) ? { value: map.get(name) as string } : undefined) };
}

function isHttps(): boolean {
  return getEnv().SITE_URL.startsWith('https:');
}

/** The session cookie's name for this deployment. */
export function sessionCookieName(): string {
  return isHttps() ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function serialize(name: string, value: string, maxAgeSeconds: number, httpOnly: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (httpOnly) parts.push('HttpOnly');
  if (isHttps()) parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return serialize(sessionCookieName(), token, maxAgeSeconds, true);
}

export function clearSessionCookie(): string {
  return serialize(sessionCookieName(), '', 0, true);
}

/** docs/product.md §4: the logged-out flag is the client's; a fresh login removes it. */
export function clearLoggedOutFlag(): string {
  return serialize(LOGGED_OUT_FLAG, '', 0, false);
}
