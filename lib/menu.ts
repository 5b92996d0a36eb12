// The main menu and the user menu (docs/product.md §2 "Main menu", "User menu", docs/product.md §6 scope table).
import type { ApiCategory, ApiUserInfo } from '@/contract/api-types';
import type { MenuKey } from './routes';

export type MenuChild = { name: string; path: string };
/** docs/product.md §3: menu list entries (title, path, key, children with name and path). */
export type MenuItem = { title: string; path: string; key: MenuKey | null; children?: MenuChild[] };
/** docs/product.md §3: user list entries (link, name). */
export type UserLink = { link: string; name: string };

/** docs/product.md §2: the main menu as given, before the server's categories and the user's info apply. */
export const baseMenu: readonly MenuItem[] = [
  { title: '首页', path: '/', key: 'index' },
  { title: '学院介绍', path: '/about', key: null },
  {
    title: '培训班',
    path: '/training',
    key: 'training',
    children: [
      { name: '培训项目', path: '/training?type=project' },
      { name: '培训通知', path: '/notice' },
      { name: '培训中心/基地', path: '/base' },
    ],
  },
  { title: '精品课程', path: '/course', key: 'course' },
  { title: '直播', path: '/live', key: 'live' },
  { title: '科普', path: '/science', key: null },
  { title: '资讯', path: '/news', key: null },
  { title: '区域健康项目', path: '/project', key: null },
];

/** docs/product.md §2 and 9: the case competition entry goes in at index 3 when userInfo.existActivity. */
export const ACTIVITY_MENU_INDEX = 3;
export const activityMenuItem: MenuItem = { title: '病例大赛', path: '/activity', key: 'activity' };

function findCategory(categories: readonly ApiCategory[], path: string): ApiCategory | undefined {
  for (const c of categories) {
    if (c.path === path && c.children?.length) return c;
    const inner = c.children ? findCategory(c.children, path) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * docs/product.md §2: category children from the server replace submenu entries that have the same path; children
 * the server adds beyond those are appended, so a new news category shows up without a release.
 */
function applyCategories(item: MenuItem, categories: readonly ApiCategory[]): MenuItem {
  const category = findCategory(categories, item.path);
  if (!category?.children?.length) return item;
  const fromServer = category.children.map((c) => ({ name: c.name, path: c.path }));
  const own = item.children ?? [];
  const replaced = own.map((entry) => fromServer.find((c) => c.path === entry.path) ?? entry);
  const added = fromServer.filter((c) => !own.some((entry) => entry.path === c.path));
  return { ...item, children: [...replaced, ...added] };
}

/**
 * The journal has pages, a highlight key and a breadcrumb of its own but no entry in the docs/product.md §2 menu, so
 * a reader on a journal page saw no section lit and no way there from the menu. It goes last under 资讯,
 * after the news categories from the server.
 */
export const journalMenuChild: MenuChild = { name: '期刊', path: '/journal' };

function withJournal(item: MenuItem): MenuItem {
  if (item.path !== '/news' || item.children?.some((c) => c.path === journalMenuChild.path)) return item;
  return { ...item, children: [...(item.children ?? []), journalMenuChild] };
}

export function buildMainMenu(categories: readonly ApiCategory[], userInfo: Pick<ApiUserInfo, 'existActivity'>): MenuItem[] {
  const menu = baseMenu.map((item) => withJournal(applyCategories(item, categories)));
  if (userInfo.existActivity) menu.splice(ACTIVITY_MENU_INDEX, 0, activityMenuItem);
  return menu;
}

const trainingCentre = (link: string): UserLink => ({ link, name: '培训中心' });
const apply: UserLink = { link: '/user/apply', name: '培训班申请' };
const teacher: UserLink = { link: '/user/teacher', name: '讲师认证' };

/** docs/product.md §2 "User menu" plus docs/product.md §6's extra entries by scope. */
export function buildUserMenu(userInfo: Pick<ApiUserInfo, 'login' | 'scope'>): UserLink[] {
  if (!userInfo.login) return [];
  const base: UserLink[] = [
    { link: '/user/info', name: '个人中心' },
    { link: '/user/order', name: '订单中心' },
    { link: '/user/study', name: '学习中心' },
  ];
  switch (userInfo.scope) {
    case 3:
      return [...base, trainingCentre('/user/training')];
    case 2:
      return [...base, trainingCentre('/user/course'), apply];
    case 1:
      return [...base, trainingCentre('/user/training'), teacher];
    default:
      return [...base, apply, teacher];
  }
}

/** Route keys whose pages sit under another entry of the main menu (docs/product.md §2 keys with no entry of their own). */
const MENU_KEY_PARENT: Partial<Record<MenuKey, MenuKey>> = { base: 'training', demand: 'training' };

const pathOf = (href: string) => href.split(/[?#]/)[0];

/**
 * Whether a main-menu entry is the one to highlight for the current page: by the route's key, by the
 * address, or by the section the page's breadcrumb shows (an article's category, a tag page's kind),
 * which the route alone cannot know.
 */
export function isMenuItemActive(item: MenuItem, menuKey: MenuKey | null, pathname: string, section?: string | null): boolean {
  if (item.path === '/') return menuKey === 'index';
  if (item.key && menuKey && (item.key === menuKey || item.key === MENU_KEY_PARENT[menuKey])) return true;
  const paths = [item.path, ...(item.children ?? []).map((c) => c.path)].map(pathOf).filter((p) => p !== '/');
  const within = (here: string) => paths.some((p) => here === p || here.startsWith(`${p}/`));
  return within(pathname) || (section ? within(pathOf(section)) : false);
}
