import { describe, expect, it } from 'vitest';
import type { ApiCategory } from '@/contract/api-types';
import { ACTIVITY_MENU_INDEX, baseMenu, buildMainMenu, buildUserMenu, isMenuItemActive } from './menu';

const cat = (id: number, parentId: number, name: string, path: string, children?: ApiCategory[]): ApiCategory => ({
  id, parentId, name, path, type: 'article', children,
});

describe('buildMainMenu (docs/product.md §2)', () => {
  it('lists the spec entries in order', () => {
    expect(buildMainMenu([], { existActivity: false }).map((m) => m.title)).toEqual([
      '首页', '学院介绍', '培训班', '精品课程', '直播', '科普', '资讯', '区域健康项目',
    ]);
    expect(baseMenu[2].children?.map((c) => c.name)).toEqual(['培训项目', '培训通知', '培训中心/基地']);
  });

  it('inserts the case competition at index 3 (position 4) when an activity exists', () => {
    const menu = buildMainMenu([], { existActivity: true });
    expect(ACTIVITY_MENU_INDEX).toBe(3);
    expect(menu[3]).toMatchObject({ title: '病例大赛', path: '/activity', key: 'activity' });
    expect(menu).toHaveLength(baseMenu.length + 1);
  });

  it('lets category children replace submenu entries with the same path', () => {
    const categories = [
      cat(2, 0, '培训班', '/training', [cat(21, 2, '培训通知公告', '/notice'), cat(22, 2, '继续教育', '/cme')]),
    ];
    const training = buildMainMenu(categories, { existActivity: false })[2];
    expect(training.children).toEqual([
      { name: '培训项目', path: '/training?type=project' },
      { name: '培训通知公告', path: '/notice' },
      { name: '培训中心/基地', path: '/base' },
      { name: '继续教育', path: '/cme' },
    ]);
  });

  it('gives a menu entry with no submenu the children of its category', () => {
    const news = buildMainMenu([cat(5, 0, '资讯', '/news', [cat(51, 5, '政策法规', '/news-policy')])], { existActivity: false })[6];
    expect(news.children).toEqual([{ name: '政策法规', path: '/news-policy' }, { name: '期刊', path: '/journal' }]);
  });

  it('does not change the spec menu it starts from', () => {
    buildMainMenu([cat(2, 0, '培训班', '/training', [cat(21, 2, 'X', '/notice')])], { existActivity: true });
    expect(baseMenu[2].children?.[1].name).toBe('培训通知');
    expect(baseMenu).toHaveLength(8);
  });
});

describe('buildUserMenu (docs/product.md §6)', () => {
  const links = (scope: number) => buildUserMenu({ login: true, scope }).map((l) => `${l.name} ${l.link}`);
  const base = ['个人中心 /user/info', '订单中心 /user/order', '学习中心 /user/study'];

  it('gives guests no user menu', () => {
    expect(buildUserMenu({ login: false, scope: 3 })).toEqual([]);
  });

  it('adds the entries of each scope', () => {
    expect(links(3)).toEqual([...base, '培训中心 /user/training']);
    expect(links(2)).toEqual([...base, '培训中心 /user/course', '培训班申请 /user/apply']);
    expect(links(1)).toEqual([...base, '培训中心 /user/training', '讲师认证 /user/teacher']);
    expect(links(0)).toEqual([...base, '培训班申请 /user/apply', '讲师认证 /user/teacher']);
    expect(links(7)).toEqual(links(0));
  });
});

describe('isMenuItemActive', () => {
  it('highlights by the route key and by path', () => {
    const menu = buildMainMenu([], { existActivity: false });
    expect(isMenuItemActive(menu[0], 'index', '/')).toBe(true);
    expect(isMenuItemActive(menu[0], 'course', '/course')).toBe(false);
    expect(isMenuItemActive(menu[2], 'base', '/base/3')).toBe(true);
    expect(isMenuItemActive(menu[6], 'news', '/news')).toBe(true);
    expect(isMenuItemActive(menu[5], 'news', '/news')).toBe(false);
  });

  // Issue 7 item 18: the entry of the section the breadcrumb shows, on pages whose address does not say it.
  const categories = [cat(9, 0, '资讯', '/news', [cat(10, 9, '政策法规', '/news-policy')]), cat(2, 0, '培训班', '/training', [cat(4, 2, '培训通知', '/notice')])];
  const menu = buildMainMenu(categories, { existActivity: false });
  const lit = (menuKey: Parameters<typeof isMenuItemActive>[1], pathname: string, section?: string | null) =>
    menu.filter((item) => isMenuItemActive(item, menuKey, pathname, section)).map((item) => item.title);

  it('lights the article’s section on an article and an attachment page', () => {
    expect(lit('news', '/detail/5', '/science')).toEqual(['科普']);
    expect(lit('news', '/detail/6', '/news-policy')).toEqual(['资讯']);
    expect(lit('news', '/detail/7', '/notice')).toEqual(['培训班']);
    expect(lit('news', '/view/3', '/about')).toEqual(['学院介绍']);
    expect(lit('news', '/detail/8', '/journal/2')).toEqual(['资讯']);
  });

  it('lights 资讯 on journal pages, where the journal entry sits', () => {
    expect(lit('journal', '/journal', null)).toEqual(['资讯']);
    expect(lit('journal', '/journal/4', null)).toEqual(['资讯']);
  });

  it('lights 培训班 on the survey and base pages, and a tag page’s kind', () => {
    expect(lit('demand', '/demand/1', null)).toEqual(['培训班']);
    expect(lit('base', '/base/2', null)).toEqual(['培训班']);
    expect(lit(null, '/tags/3', '/course')).toEqual(['精品课程']);
    expect(lit(null, '/tags/3', null)).toEqual([]);
  });

  it('never lights 首页 for a section path', () => {
    expect(lit('news', '/detail/5', '/')).toEqual([]);
  });
});
