// docs/product.md §4: the "logged out" flag. Set on logout so that the SSO check at the next app start does not log
// the user straight back in. It is a session cookie (not local storage): it ends with the browser
// session, so SSO works again in a new session, and the API and middleware can read it too.
import Cookies from 'js-cookie';
import { LOGGED_OUT_FLAG } from '@/contract/session-cookie';

export function setLoggedOutFlag(): void {
  Cookies.set(LOGGED_OUT_FLAG, '1', {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

export function hasLoggedOutFlag(): boolean {
  if (typeof document === 'undefined') return false;
  return Cookies.get(LOGGED_OUT_FLAG) !== undefined;
}

/** Call after a successful login: the user chose to sign in again. */
export function clearLoggedOutFlag(): void {
  Cookies.remove(LOGGED_OUT_FLAG, { path: '/' });
}
