// The console's side menu (docs/product.md §10): one entry per console area, with the roles that may open it.
// AdminLayout shows a person only the entries their roles allow (admin sees all); the pages and the API check
// the roles again, so this list only decides what to draw. Add your area's entry with a small edit, in the
// group it belongs to.
import { hasRole, type StaffRole } from '@/contract/staff';

export type AdminNavEntry = {
  path: string;
  label: string;
  /** Who sees it; [] = every staff member. */
  roles: readonly StaffRole[];
  /** The menu group it is listed under. */
  group: AdminNavGroup;
  /** Pages outside `path` that belong to this entry (a course's test page under 课程, a class's under 培训班). */
  also?: readonly string[];
};

export type AdminNavGroup = 'home' | 'content' | 'teaching' | 'finance' | 'store' | 'system';

export const ADMIN_NAV_GROUPS: Record<AdminNavGroup, string> = {
  home: '概览',
  content: '内容',
  teaching: '教务',
  finance: '财务',
  store: '积分商城',
  system: '系统',
};

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { path: '/admin', label: '控制台', roles: [], group: 'home' },
  { path: '/admin/article', label: '文章', roles: ['editor'], group: 'content' },
  { path: '/admin/category', label: '栏目与菜单', roles: ['editor'], group: 'content' },
  { path: '/admin/banner', label: '首页轮播图', roles: ['editor'], group: 'content' },
  { path: '/admin/tag', label: '标签', roles: ['editor'], group: 'content' },
  { path: '/admin/journal', label: '期刊', roles: ['editor'], group: 'content' },
  { path: '/admin/activity', label: '病例大赛', roles: ['editor'], group: 'content' },
  { path: '/admin/demand', label: '需求调查', roles: ['editor'], group: 'content' },
  { path: '/admin/message', label: '站内通知', roles: ['editor'], group: 'content' },
  { path: '/admin/course', label: '课程', roles: ['registrar'], group: 'teaching', also: ['/admin/exam'] },
  { path: '/admin/live', label: '直播', roles: ['registrar', 'editor'], group: 'content' },
  { path: '/admin/training', label: '培训班', roles: ['registrar'], group: 'teaching', also: ['/admin/exam/training'] },
  { path: '/admin/base', label: '培训基地', roles: ['registrar'], group: 'teaching' },
  { path: '/admin/signup', label: '报名审核与花名册', roles: ['registrar'], group: 'teaching' },
  { path: '/admin/apply', label: '培训班申请', roles: ['registrar'], group: 'teaching' },
  { path: '/admin/teacher', label: '讲师认证', roles: ['registrar'], group: 'teaching' },
  { path: '/admin/activity/entries', label: '病例大赛评审', roles: ['registrar'], group: 'teaching' },
  { path: '/admin/cert', label: '证书管理', roles: ['registrar'], group: 'teaching' },
  { path: '/admin/payment', label: '缴费确认', roles: ['finance'], group: 'finance' },
  { path: '/admin/invoice', label: '发票管理', roles: ['finance'], group: 'finance' },
  { path: '/admin/gift', label: '礼品与库存', roles: ['store'], group: 'store' },
  { path: '/admin/gift/order', label: '兑换订单', roles: ['store'], group: 'store' },
  { path: '/admin/staff', label: '人员与权限', roles: ['admin'], group: 'system' },
  { path: '/admin/user', label: '用户', roles: ['admin'], group: 'system' },
  { path: '/admin/audit', label: '操作日志', roles: ['admin'], group: 'system' },
];

/** The entries someone holding `roles` may open, in menu order. */
export function adminNavFor(roles: readonly StaffRole[], nav: readonly AdminNavEntry[] = ADMIN_NAV): AdminNavEntry[] {
  return nav.filter((e) => !e.roles.length || hasRole(roles, e.roles));
}

/** The entry a console address belongs to: the longest path that is the address or a parent of it. */
export function activeAdminNav(pathname: string, nav: readonly AdminNavEntry[] = ADMIN_NAV): AdminNavEntry | undefined {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return nav
    .filter((e) => under(e.path) || e.also?.some(under))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
