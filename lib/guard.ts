// The decision the edge middleware takes for one request, as a pure function of the URL, the cookies
// and the server's (cached) common data, so it can be unit-tested without a server.
import type { ApiCategory, ApiHomeCommon } from '@/contract/api-types';
import { appendInvite } from './invite';
import { matchRoute } from './routes';
import { toSafeRedirect } from '@/contract/safe-redirect';

/** Request header by which the middleware tells the page's loader to answer 404 (see middleware.ts). */
export const GUARD_HEADER = 'x-med-guard';
export const GUARD_NOT_FOUND = 'not-found';

export type GuardDecision =
  | { kind: 'next' }
  | { kind: 'notFound' }
  | { kind: 'login'; location: string }
  | { kind: 'redirect'; location: string; permanent: boolean };

export type GuardInput = {
  pathname: string;
  search: string;
  hasSession: boolean;
  /** docs/product.md §4: the stored invite code (its cookie), appended to the login address; null when none. */
  invite?: string | null;
  /** null when the common data could not be loaded: checks that need it are left to the page. */
  common: Pick<ApiHomeCommon, 'categories' | 'redirects'> | null;
};

function hasArticleCategory(categories: readonly ApiCategory[], path: string): boolean {
  return categories.some(
    (c) => (c.type === 'article' && c.path === path) || (c.children ? hasArticleCategory(c.children, path) : false),
  );
}

/**
 * The address of the login page that brings the visitor back here afterwards (docs/product.md §7), with the
 * invite code appended when one is stored (docs/product.md §4). Pass the code explicitly: on the server it comes
 * from the request's cookie, in the browser from the common store (useInvite), never a global.
 */
export function loginAddress(pathAndSearch: string, invite: string | null = null): string {
  return appendInvite(`/login?url=${encodeURIComponent(pathAndSearch)}`, invite);
}

export function decide({ pathname, search, hasSession, invite = null, common }: GuardInput): GuardDecision {
  const rule = common?.redirects.find((r) => r.from === pathname);
  if (rule) {
    const location = toSafeRedirect(rule.to, []);
    if (location !== pathname) return { kind: 'redirect', location, permanent: rule.permanent };
  }

  const match = matchRoute(pathname);
  if (!match) return { kind: 'notFound' };
  const { route, params } = match;
  if (route.alwaysNotFound) return { kind: 'notFound' };
  // docs/product.md §2 validators. activity and article: the id must be a positive integer, which matchRoute has
  // already required of every [id]; whether the row exists only the API knows, so the page 404s then.
  // newsPath: the path must be an article category the server defines.
  if (route.validator === 'newsPath' && common && !hasArticleCategory(common.categories, `/${params.newsPath}`)) {
    return { kind: 'notFound' };
  }
  if (route.needsLogin && !hasSession) return { kind: 'login', location: loginAddress(pathname + search, invite) };
  return { kind: 'next' };
}
