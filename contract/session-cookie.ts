// Names of the cookies shared by the API (which sets them), the middleware (which only checks that a
// session cookie is present) and the client.

/** The session cookie over plain HTTP (local and tests). */
export const SESSION_COOKIE = 'med_sid';
/** Behind HTTPS the cookie gets the __Host- prefix: Secure, Path=/, no Domain (docs/security.md: sessions). */
export const SECURE_SESSION_COOKIE = '__Host-med_sid';
/** docs/product.md §4: set on logout so that the SSO check at start does not log the user straight back in. */
export const LOGGED_OUT_FLAG = 'med_logged_out';
/** docs/product.md §4: invite code, in local storage and in a cookie. */
export const INVITE_KEY = 'invite';

type CookieReader = { get(name: string): { value: string } | undefined };

/** The session id from a cookie jar (middleware's RequestCookies or any get-by-name reader). */
export function readSessionId(cookies: CookieReader): string | undefined {
  return cookies.get(SECURE_SESSION_COOKIE)?.value || cookies.get(SESSION_COOKIE)?.value || undefined;
}
