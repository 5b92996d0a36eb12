// The staff console's pages (docs/product.md §10), a route table of their own beside lib/routes.ts. It is kept
// apart so that nothing of the console reaches the public pages' JavaScript: _app and the site's components
// read lib/routes.ts only, while the guards that must know the console (middleware, the page loader,
// _document, robots.txt) read this file, which is never imported by browser code of a public page.
// Add a console page with one line: adminRoute('/admin/<kind>', '<中文标题>') and, for its edit page,
// adminRoute('/admin/<kind>/[id]', '<中文标题>') (the id is a positive number or "new": validator 'adminId').
import type { GuardDecision } from './guard';
import { getRoute, matchRoute, routes, type RouteDef, type RouteMatch, type RouteSettings } from './routes';

/**
 * Login required, never indexed (robots.txt and a noindex meta), no site navigation, private no-store; the
 * page's loader (loaders/admin.ts) checks the staff roles, and a learner gets the 404 page.
 */
export const adminPage: RouteSettings = {
  needsLogin: true, isPublic: false, showTopNav: false, showBottomNav: false,
  menuKey: null, scrollToTop: true, layout: 'admin',
};

function adminRoute(pattern: string, title: string): RouteDef {
  return { pattern, title, ...adminPage, ...(pattern.includes('[') ? { validator: 'adminId' as const } : {}) };
}

export const adminRoutes: readonly RouteDef[] = [
  adminRoute('/admin', '控制台'),
  adminRoute('/admin/base', '培训基地'),
  adminRoute('/admin/base/[id]', '编辑培训基地'),
  adminRoute('/admin/training', '培训班'),
  adminRoute('/admin/training/[id]', '编辑培训班'),
  adminRoute('/admin/signup', '培训报名审核'),
  adminRoute('/admin/signup/roster/[id]', '培训班花名册'),
  adminRoute('/admin/payment', '缴费确认'),
  adminRoute('/admin/apply', '培训班申请'),
  adminRoute('/admin/teacher', '讲师认证'),
  adminRoute('/admin/activity/entries', '病例大赛评审'),
  adminRoute('/admin/cert', '证书管理'),
  adminRoute('/admin/invoice', '发票管理'),
  adminRoute('/admin/gift', '礼品与库存'),
  adminRoute('/admin/gift/order', '兑换订单'),
  adminRoute('/admin/staff', '人员与权限'),
  adminRoute('/admin/audit', '操作日志'),
  adminRoute('/admin/user', '用户'),
  adminRoute('/admin/user/[id]', '用户详情'),
  adminRoute('/admin/article', '文章'),
  adminRoute('/admin/article/[id]', '编辑文章'),
  adminRoute('/admin/article/preview/[id]', '文章预览'),
  adminRoute('/admin/category', '栏目与菜单'),
  adminRoute('/admin/banner', '首页轮播图'),
  adminRoute('/admin/tag', '标签'),
  adminRoute('/admin/journal', '期刊'),
  adminRoute('/admin/journal/[id]', '编辑期刊'),
  adminRoute('/admin/activity', '病例大赛'),
  adminRoute('/admin/activity/[id]', '编辑病例大赛'),
  adminRoute('/admin/demand', '需求调查'),
  adminRoute('/admin/demand/[id]', '编辑需求调查'),
  adminRoute('/admin/demand/results/[id]', '调查结果'),
  adminRoute('/admin/message', '站内通知'),
  adminRoute('/admin/course', '课程'),
  adminRoute('/admin/course/[id]', '编辑课程'),
  adminRoute('/admin/exam/[id]', '课程考试'),
  adminRoute('/admin/exam/training/[id]', '培训班考试'),
  adminRoute('/admin/live', '直播'),
  adminRoute('/admin/live/[id]', '编辑直播'),
];

/** Every page of the site, public and console: what the server-side guards and the tests check. */
export const allRoutes: readonly RouteDef[] = [...routes, ...adminRoutes];

/** A console id parameter: a positive integer that fits the database's integer column, or "new". */
const ADMIN_ID = /^(?:[1-9]\d{0,8}|new)$/;

/** Which console route a pathname is, with its parameters; null when it is none. */
export function matchAdminRoute(pathname: string, table: readonly RouteDef[] = adminRoutes): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'admin') return null;
  // Static segments first, as in Next.js: "/admin/article/new" would be a page of its own if one existed.
  const candidates = table
    .map((route) => ({ route, segments: route.pattern.split('/').filter(Boolean) }))
    .filter((c) => c.segments.length === parts.length)
    .sort((a, b) => a.segments.filter((s) => s.startsWith('[')).length - b.segments.filter((s) => s.startsWith('[')).length);
  for (const { route, segments } of candidates) {
    const params: Record<string, string> = {};
    const ok = segments.every((seg, i) => {
      if (!seg.startsWith('[')) return seg === parts[i];
      if (!ADMIN_ID.test(parts[i])) return false;
      params[seg.slice(1, -1)] = parts[i];
      return true;
    });
    if (ok) return { route, params };
  }
  return null;
}

/** matchRoute over every page, the console's included (server side only). */
export function matchAnyRoute(pathname: string): RouteMatch | null {
  return matchAdminRoute(pathname) ?? matchRoute(pathname);
}

/** getRoute over every page, the console's included (server side only). */
export function getAnyRoute(pattern: string): RouteDef | undefined {
  return adminRoutes.find((r) => r.pattern === pattern) ?? getRoute(pattern);
}

/**
 * The middleware's decision for a console address (lib/guard.ts decide() knows the public table only): a guest
 * goes to the login page and comes back here; an address under /admin that is no console page is a 404.
 * null when the address is not under /admin.
 */
export function decideAdmin(pathname: string, search: string, hasSession: boolean, loginAddress: (to: string) => string): GuardDecision | null {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return null;
  if (!matchAdminRoute(pathname)) return { kind: 'notFound' };
  return hasSession ? { kind: 'next' } : { kind: 'login', location: loginAddress(pathname + search) };
}
