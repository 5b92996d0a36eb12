// docs/product.md §4/7 single sign-on: at app start, a guest whose userInfo says sso asks the passport (by JSONP,
// so the passport's own cookies count) whether they are signed in there; if so, the one-time ticket it
// hands out is redeemed through the API for the user info, and the app updates its store and menus.
import type { ApiUserInfo, Envelope } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { getBrowserApiClient, type ApiClient } from './http';
import { appendInvite } from './invite';
import { jsonp } from './jsonp';
import { hasLoggedOutFlag } from './logged-out-flag';

export { jsonp, JsonpError, JSONP_TIMEOUT_MS } from './jsonp';

/** docs/product.md §7: the SSO check address (the invite code is appended when stored). */
export const SSO_CHECK_PATH = '/api/med/passport/sso?mobile=1';

/** The JSONP answer of passport/sso: a login flag and, when logged in, a single-use ticket. */
export type ApiSsoAnswer = Envelope<{ login: boolean; ticket?: string | null } | null>;

export type CheckSsoOptions = {
  getUserInfo: () => ApiUserInfo | null | undefined;
  /** Called with the user info passport/ticket answers (update the store's userInfo and user menu). */
  onLogin: (userInfo: ApiUserInfo) => void;
  client?: ApiClient;
};

/** Runs the SSO check once; resolves whether the user got logged in. Never rejects: SSO is a bonus. */
export async function checkSso({ getUserInfo, onLogin, client }: CheckSsoOptions): Promise<boolean> {
  const userInfo = getUserInfo();
  // docs/product.md §4: only when the user info asks for it and the user has not just logged out.
  if (!userInfo?.sso || hasLoggedOutFlag()) return false;
  try {
    const answer = await jsonp<ApiSsoAnswer>(appendInvite(SSO_CHECK_PATH));
    const ticket = answer?.code === Code.Ok && answer.data?.login ? answer.data.ticket : null;
    if (typeof ticket !== 'string' || ticket === '') return false;
    // Silent: a ticket that expired meanwhile must not toast or send the visitor anywhere.
    const api = client ?? getBrowserApiClient();
    const loggedIn = await api.call<ApiUserInfo>('passport/ticket', { ticket }, { silent: true });
    onLogin(loggedIn);
    return true;
  } catch {
    return false;
  }
}
