// docs/product.md §6: the scope areas of the user centre (contract/scope.ts). The pages answer 404 to the
// other scopes; the API refuses them with Code.Forbidden whatever ids they send.
import { Code } from '@/contract/codes';
import { canUseArea, SCOPE_AREAS, type ScopeArea } from '@/contract/scope';
import { ApiError } from '@/server/http/api-error';
import type { SessionUser } from '@/server/http/session';

export { canUseArea, type ScopeArea };

/** Throws Forbidden unless the user's scope reaches the area. */
export function requireArea(user: Pick<SessionUser, 'scope'>, area: ScopeArea): void {
  if (!canUseArea(user.scope, area)) {
    throw new ApiError(Code.Forbidden, `您的账号没有“${SCOPE_AREAS[area].title}”的使用权限`);
  }
}
