// docs/product.md §4 logout: the API ends the session, the logged-out flag keeps SSO from logging the user straight
// back in, then the browser goes to the server's address (when safe), reloads, or goes home.
import type { ApiLogout } from '@/contract/api-types';
import { getBrowserApiClient, type ApiClient } from './http';
import { setLoggedOutFlag } from './logged-out-flag';
import { navigateTo, reloadPage } from './navigate';
import { matchRoute } from './routes';
import { safeRedirectOrNull } from '@/contract/safe-redirect';

export type LogoutOptions = {
  /** Whether the current page needs login; by default the route table says. */
  needsLogin?: boolean;
  /** Hosts besides this site that data.url may point at (docs/security.md: redirect allow-list). */
  allowHosts?: readonly string[];
  client?: ApiClient;
};

/** Logs out; rejects (after the client's toast) when the API could not be reached. */
export async function logout({ needsLogin, allowHosts = [], client }: LogoutOptions = {}): Promise<void> {
  const api = client ?? getBrowserApiClient();
  const data = await api.call<ApiLogout | null>('passport/logout');
  setLoggedOutFlag();
  // docs/security.md: data.url is followed only when it is a same-site path or an allowed host.
  const target = safeRedirectOrNull(data?.url, allowHosts);
  if (target) {
    navigateTo(target);
    return;
  }
  const pageNeedsLogin = needsLogin ?? matchRoute(window.location.pathname)?.route.needsLogin ?? false;
  if (pageNeedsLogin) navigateTo('/');
  else reloadPage();
}
