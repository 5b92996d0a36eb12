// The route table (docs/product.md §2): every page route and its settings, in one place. Middleware, _app, the
// sitemap and the tests read it; pages/ maps onto it one to one (tests/unit/routes-pages.test.ts).
import { SCOPE_AREAS } from '@/contract/scope';

/** docs/product.md §2 menu highlight keys, plus live and news, which the main menu also highlights. */
export type MenuKey =
  | 'index' | 'base' | 'course' | 'demand' | 'training' | 'journal' | 'activity' | 'user' | 'live' | 'news';

/** docs/product.md §2: validators named for routes (logic ours). */
export type ValidatorName = 'newsPath' | 'activity' | 'article' | 'adminId';

export type RouteDef = {
  /** Next.js page pattern, e.g. "/training/[id]". */
  pattern: string;
  /** Chinese title of the screen, used when a page has no better one. */
  title: string;
  /** docs/product.md §6: a guest is sent to /login?url=... */
  needsLogin: boolean;
  /** docs/product.md §2 "public": crawlable, listed in the sitemap. */
  isPublic: boolean;
  /** Mobile NavBar at the top (desktop always has the site header). */
  showTopNav: boolean;
  /** Mobile TabBar at the bottom. */
  showBottomNav: boolean;
  menuKey: MenuKey | null;
  scrollToTop: boolean;
  /** 'admin': the staff console draws its own frame (components/admin/AdminLayout), no site header or tab bar. */
  layout: 'default' | 'clear' | 'admin';
  validator?: ValidatorName;
  /** docs/product.md §2 guards: always answers 404. */
  alwaysNotFound?: boolean;
  /** docs/product.md §6: only users of these scopes reach it (others get 404). */
  scopes?: readonly number[];
  /**
   * The page's own data is the same for every visitor (its loader does not read the session): only the site frame
   * differs between members, so logged-in visitors get a shared copy with their own frame (lib/member-html-cache.ts).
   */
  sameForMembers?: boolean;
  /**
   * Every part of the page is the visitor's own data, read on the server only through their session: a member's last
   * render is kept for them while their data version and the site are unchanged (lib/own-html-cache.ts).
   */
  ownPage?: boolean;
};

export type RouteSettings = Omit<RouteDef, 'pattern' | 'title'>;
type Settings = RouteSettings;

const publicPage: Settings = {
  needsLogin: false, isPublic: true, showTopNav: true, showBottomNav: true,
  menuKey: null, scrollToTop: true, layout: 'default',
};
/**
 * User routes: login and bottom navigation. docs/product.md §2 gives only four of them the NavBar, which left the rest
 * of the user area on a phone with no title and no way back (issue 7): every user page has it now.
 */
const userPage: Settings = { ...publicPage, needsLogin: true, isPublic: false, menuKey: 'user' };
/** docs/product.md §2: success pages carry no public flag; they show one visitor's own sign-up. */
const successPage: Settings = { ...publicPage, needsLogin: true, isPublic: false };
const notFound: Settings = { ...userPage, alwaysNotFound: true };

function route(pattern: string, title: string, settings: Settings, extra: Partial<Settings> = {}): RouteDef {
  return { pattern, title, ...settings, ...extra };
}

export const routes: readonly RouteDef[] = [
  route('/', '首页', publicPage, { menuKey: 'index', sameForMembers: true }),
  // The documents the login page asks the visitor to accept (PIPL: a site collecting phone numbers
  // says what it collects and why). Not in the sitemap: nobody searches for them.
  route('/agreement', '用户协议', publicPage, { isPublic: false }),
  route('/activity', '病例大赛', publicPage, { menuKey: 'activity', needsLogin: true, isPublic: false }),
  route('/activity/[id]', '病例大赛详情', publicPage, { menuKey: 'activity', needsLogin: true, isPublic: false, validator: 'activity' }),
  route('/base', '培训中心/基地', publicPage, { menuKey: 'base' }),
  route('/base/[id]', '培训基地详情', publicPage, { menuKey: 'base' }),
  route('/cache/cleanup', '缓存清理', publicPage, { isPublic: false, showTopNav: false, showBottomNav: false, layout: 'clear' }),
  route('/cert/verify', '证书核验', publicPage, { isPublic: false }),
  route('/course', '精品课程', publicPage, { menuKey: 'course' }),
  route('/course/[id]', '课程详情', publicPage, { menuKey: 'course' }),
  route('/course/success/[id]', '课程报名成功', successPage, { menuKey: 'course' }),
  route('/course/exam/[id]', '课程考试', successPage, { menuKey: 'course', showBottomNav: false }),
  route('/demand/[id]', '培训需求调查', publicPage, { menuKey: 'demand' }),
  route('/detail/[id]', '文章详情', publicPage, { menuKey: 'news', validator: 'article' }),
  route('/journal', '期刊', publicPage, { menuKey: 'journal' }),
  route('/journal/[id]', '期刊详情', publicPage, { menuKey: 'journal' }),
  route('/live', '直播', publicPage, { menuKey: 'live' }),
  route('/live/[id]', '直播详情', publicPage, { menuKey: 'live' }),
  route('/login', '登录', publicPage, { isPublic: false, showBottomNav: false, layout: 'clear' }),
  route('/privacy', '隐私政策', publicPage, { isPublic: false }),
  route('/search', '搜索', publicPage, { isPublic: false }),
  route('/tags/[id]', '标签', publicPage),
  route('/training', '培训班', publicPage, { menuKey: 'training' }),
  route('/training/attend', '培训签到', successPage, { menuKey: 'training' }),
  route('/training/[id]', '培训班详情', publicPage, { menuKey: 'training' }),
  route('/training/success/[id]', '培训报名成功', successPage, { menuKey: 'training' }),
  route('/training/exam/[id]', '培训班考试', successPage, { menuKey: 'training', showBottomNav: false }),
  route('/video/[id]', '课程视频', publicPage, { menuKey: 'course', showBottomNav: false }),
  route('/view/[id]', '资料查看', publicPage, { menuKey: 'news' }),
  route('/[newsPath]', '资讯', publicPage, { menuKey: 'news', validator: 'newsPath' }),
  route('/sandbox/login', '沙箱登录', notFound, { needsLogin: false }),
  route('/user/apply', '培训班申请', userPage, { scopes: SCOPE_AREAS.apply.scopes }),
  route('/user/cert', '我的证书', userPage),
  route('/user/course', '培训中心', userPage, { scopes: SCOPE_AREAS.course.scopes }),
  route('/user/gift', '积分商城', userPage),
  route('/user/gift/[id]', '礼品详情', userPage, { showBottomNav: false }),
  route('/user/gift/history', '积分记录', userPage),
  route('/user/gift/order', '兑换记录', userPage),
  route('/user/info', '个人中心', userPage),
  route('/user/invoice', '发票管理', userPage),
  route('/user/message', '我的消息', userPage, { needsLogin: false }),
  route('/user/order', '订单中心', notFound),
  route('/user/pay/[id]', '支付', notFound),
  route('/user/study', '学习中心', userPage),
  route('/user/teacher', '讲师认证', userPage, { scopes: SCOPE_AREAS.teacher.scopes }),
  route('/user/training', '培训中心', userPage, { scopes: SCOPE_AREAS.training.scopes }),
  route('/user/userCenter', '用户中心', userPage, { ownPage: true }),
  // The staff console's pages are in lib/admin-routes.ts, kept out of the public pages' JavaScript.
];

/** A route id parameter: a positive integer that fits the database's integer column. */
const ID = /^[1-9]\d{0,8}$/;
/** A news path segment: a category slug such as "news" or "health-project". */
const NEWS_PATH = /^[a-z][a-z0-9-]{0,39}$/;

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

type Compiled = { route: RouteDef; segments: string[]; rank: number };

// Static segments beat dynamic ones, as in Next.js: "/training/attend" wins over "/training/[id]".
const compiled: Compiled[] = routes
  .map((r) => {
    const segments = r.pattern.split('/').filter(Boolean);
    const rank = segments.reduce((n, s) => n * 2 + (s.startsWith('[') ? 0 : 1), 1);
    return { route: r, segments, rank };
  })
  .sort((a, b) => b.segments.length - a.segments.length || b.rank - a.rank);

/** Which route a pathname is, with its parameters, or null when no route matches its shape. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const c of compiled) {
    if (c.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = c.segments.every((seg, i) => {
      if (!seg.startsWith('[')) return seg === parts[i];
      const name = seg.slice(1, -1);
      const value = parts[i];
      if (!(name === 'newsPath' ? NEWS_PATH : ID).test(value)) return false;
      params[name] = value;
      return true;
    });
    if (ok) return { route: c.route, params };
  }
  return null;
}

/** The route definition for a Next.js page pattern (router.pathname). */
export function getRoute(pattern: string): RouteDef | undefined {
  return routes.find((r) => r.pattern === pattern);
}

/** Whether a user of this scope may use a scope-limited route. */
export function isRouteAllowedForScope(route: RouteDef, scope: number): boolean {
  return !route.scopes || route.scopes.includes(scope);
}
