// docs/product.md §6: the scope areas of the user menu. The page route table (lib/routes.ts) answers 404 to the
// other scopes; the API refuses them with Code.Forbidden whatever ids they send. The scopes come from
// that same table, so pages and API can never disagree.
import { Code } from '@/lib/codes';
import { getRoute, isRouteAllowedForScope } from '@/lib/routes';
import { ApiError } from '@/server/http/api-error';
import type { SessionUser } from '@/server/http/session';

const AREAS = {
  training: '/user/training',
  course: '/user/course',
  apply: '/user/apply',
  teacher: '/user/teacher',
} as const;

export type ScopeArea = keyof typeof AREAS;

/** Whether a user of this scope reaches the area. */
export function canUseArea(scope: number, area: ScopeArea): boolean {
  const route = getRoute(AREAS[area]);
  if (!route?.scopes) throw new Error(`route ${AREAS[area]} has no scope list`);
  return isRouteAllowedForScope(route, scope);
}

/** Throws Forbidden unless the user's scope reaches the area. */
export function requireArea(user: Pick<SessionUser, 'scope'>, area: ScopeArea): void {
  if (!canUseArea(user.scope, area)) {
    const name = getRoute(AREAS[area])?.title ?? '该栏目';
    throw new ApiError(Code.Forbidden, `您的账号没有“${name}”的使用权限`);
  }
}
