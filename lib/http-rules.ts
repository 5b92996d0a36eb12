// docs/product.md §8: what the browser does when an API call fails, in one place. Runs in the browser only; on the
// server the error is thrown for the page loader to turn into a redirect, a 404 or the 500 screen.
import { ApiCodeError, NetworkError } from './api-errors';
import { Code } from '@/contract/codes';
import { redirectToLogin } from './login-redirect';
import { navigateTo } from './navigate';
import { showToast } from './toast';

/** docs/product.md §8: the toast for a network failure. */
export const NETWORK_ERROR_MESSAGE = '网络请求失败，请稍后重试';

export type FailureRuleOptions = {
  /** No toast for this call (docs/product.md §7: e.g. user/profile/info). */
  suppressToast?: boolean;
  /** docs/product.md §2: code 2404 shows the 404 page instead of a toast (gift detail). */
  handle2404?: boolean;
  /** No toast and no navigation at all: the caller handles every failure (background checks such as SSO). */
  silent?: boolean;
};

export type ApiErrorHandler = (error: ApiCodeError) => void;

const defaultServerErrorHandler: ApiErrorHandler = () => navigateTo('/500');
const defaultNotFoundHandler: ApiErrorHandler = () => navigateTo('/404');

let serverErrorHandler = defaultServerErrorHandler;
let notFoundHandler = defaultNotFoundHandler;

/** What code 500 does: by default it loads /500; _app may show the error screen in place instead. */
export function setServerErrorHandler(handler: ApiErrorHandler | null): void {
  serverErrorHandler = handler ?? defaultServerErrorHandler;
}

/** What code 2404 does on calls with handle2404: by default it loads /404. */
export function setNotFoundHandler(handler: ApiErrorHandler | null): void {
  notFoundHandler = handler ?? defaultNotFoundHandler;
}

/** Applies docs/product.md §8 to one failed call. Cancelled requests never get here. */
export function applyFailureRules(error: ApiCodeError | NetworkError, options: FailureRuleOptions = {}): void {
  if (options.silent) return;
  if (error instanceof NetworkError) {
    if (!options.suppressToast) showToast(NETWORK_ERROR_MESSAGE);
    return;
  }
  if (error.code === Code.NotLoggedIn) {
    redirectToLogin();
    return;
  }
  if (error.code === Code.ServerError) {
    serverErrorHandler(error);
    return;
  }
  if (error.code === Code.GiftNotFound && options.handle2404) {
    notFoundHandler(error);
    return;
  }
  if (!options.suppressToast) showToast(error.codeMsg);
}
