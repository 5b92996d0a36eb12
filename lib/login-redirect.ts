// docs/product.md §7 "Login redirect" and docs/product.md §8 code 1001: where the browser goes to log in. A page that needs
// login goes to our own login page; any other page to the passport login, which signs in and comes
// back. Both carry the current address (url=) and the stored invite code.
import { appendInvite, getInvite } from './invite';
import { currentAddress, navigateTo } from './navigate';
import { matchRoute } from './routes';

/** The passport login of the API; it answers with a redirect (SSO or our /login page). */
export const PASSPORT_LOGIN_PATH = '/api/med/passport/login';

/** docs/product.md §8: code 1001 does not leave this page (it shows its own logged-out state). */
const NO_LOGIN_REDIRECT_PATHS = new Set(['/user/info', '/login']);

function pathnameOf(address: string): string {
  return new URL(address, 'http://localhost').pathname;
}

/**
 * The login address for a same-site address (path plus query): `/login?url=...` when its route needs
 * login, else `/api/med/passport/login?mobile=1&url=...`; `&invite=` is appended when one is given.
 */
export function buildLoginAddress(current: string, invite: string | null = null): string {
  const url = encodeURIComponent(current);
  const needsLogin = matchRoute(pathnameOf(current))?.route.needsLogin ?? false;
  const address = needsLogin ? `/login?url=${url}` : `${PASSPORT_LOGIN_PATH}?mobile=1&url=${url}`;
  return appendInvite(address, invite);
}

/** Whether a not-logged-in answer (code 1001) on this path sends the browser to log in. */
export function shouldRedirectToLogin(pathname: string): boolean {
  return !NO_LOGIN_REDIRECT_PATHS.has(pathname);
}

/** docs/product.md §8 code 1001 in the browser: goes to log in, except on /user/info. Returns whether it went. */
export function redirectToLogin(): boolean {
  if (!shouldRedirectToLogin(window.location.pathname)) return false;
  navigateTo(buildLoginAddress(currentAddress(), getInvite()));
  return true;
}
