// docs/product.md §6: the scope areas of the user centre and which learner scopes reach each. The page
// route table (lib/routes.ts) answers 404 to the other scopes and the API refuses them with
// Code.Forbidden; both read this one table, so pages and API can never disagree.

export const SCOPE_AREAS = {
  apply: { path: '/user/apply', title: '培训班申请', scopes: [0, 2] },
  course: { path: '/user/course', title: '培训中心', scopes: [2] },
  teacher: { path: '/user/teacher', title: '讲师认证', scopes: [0, 1] },
  training: { path: '/user/training', title: '培训中心', scopes: [1, 3] },
} as const satisfies Record<string, { path: string; title: string; scopes: readonly number[] }>;

export type ScopeArea = keyof typeof SCOPE_AREAS;

/** Whether a learner of this scope reaches the area. */
export function canUseArea(scope: number, area: ScopeArea): boolean {
  return (SCOPE_AREAS[area].scopes as readonly number[]).includes(scope);
}
