import { describe, expect, it } from 'vitest';
import { getRoute, isRouteAllowedForScope, matchRoute, routes } from './routes';

describe('matchRoute', () => {
  it('prefers static segments over dynamic ones', () => {
    expect(matchRoute('/training/attend')?.route.pattern).toBe('/training/attend');
    expect(matchRoute('/training/12')?.route.pattern).toBe('/training/[id]');
    expect(matchRoute('/user/gift/history')?.route.pattern).toBe('/user/gift/history');
    expect(matchRoute('/search')?.route.pattern).toBe('/search');
  });

  it('matches news paths by shape and hands back the parameter', () => {
    expect(matchRoute('/news')).toMatchObject({ route: { pattern: '/[newsPath]' }, params: { newsPath: 'news' } });
    expect(matchRoute('/News')).toBeNull();
    expect(matchRoute('/news.php')).toBeNull();
  });

  it('refuses ids that are not positive integers', () => {
    for (const bad of ['/training/abc', '/training/0', '/training/-1', '/training/01', '/training/1e3', '/training/9999999999']) {
      expect(matchRoute(bad), bad).toBeNull();
    }
  });

  it('does not match unknown shapes', () => {
    expect(matchRoute('/user/unknown/deep/path')).toBeNull();
    expect(matchRoute('/training/1/2')).toBeNull();
  });
});

describe('route settings (docs/product.md §2)', () => {
  it('needs login on user routes except messages', () => {
    const user = routes.filter((r) => r.pattern.startsWith('/user/') && !r.alwaysNotFound);
    expect(user.filter((r) => !r.needsLogin).map((r) => r.pattern)).toEqual(['/user/message']);
  });

  it('always 404s the order, pay and sandbox login routes', () => {
    expect(routes.filter((r) => r.alwaysNotFound).map((r) => r.pattern).sort()).toEqual(
      ['/sandbox/login', '/user/order', '/user/pay/[id]'].sort(),
    );
  });

  it('requires login on activity pages and gives success pages no public flag', () => {
    expect(getRoute('/activity')?.needsLogin).toBe(true);
    expect(getRoute('/activity/[id]')?.needsLogin).toBe(true);
    expect(getRoute('/course/success/[id]')?.isPublic).toBe(false);
    expect(getRoute('/training/success/[id]')?.isPublic).toBe(false);
  });

  it('shows navigation as docs/product.md §2 says', () => {
    for (const p of ['/user/gift/[id]', '/user/gift', '/user/study', '/user/userCenter']) expect(getRoute(p)?.showTopNav, p).toBe(true);
    expect(getRoute('/user/gift/[id]')?.showBottomNav).toBe(false);
    expect(getRoute('/user/gift')?.showBottomNav).toBe(true);
    expect(getRoute('/video/[id]')).toMatchObject({ showTopNav: true, showBottomNav: false });
  });

  it('gives every page of the user area the same top bar, with its way back (issue 7 item 18)', () => {
    const userPages = routes.filter((r) => r.pattern.startsWith('/user/') && !r.alwaysNotFound);
    expect(userPages.length).toBeGreaterThan(10);
    for (const r of userPages) expect(r.showTopNav, r.pattern).toBe(true);
  });

  it('names the validators', () => {
    expect(getRoute('/[newsPath]')?.validator).toBe('newsPath');
    expect(getRoute('/activity/[id]')?.validator).toBe('activity');
    expect(getRoute('/detail/[id]')?.validator).toBe('article');
  });

  it('limits the scope areas as docs/product.md §6 says', () => {
    const allowed = (p: string) => [0, 1, 2, 3].filter((s) => isRouteAllowedForScope(getRoute(p)!, s));
    expect(allowed('/user/training')).toEqual([1, 3]);
    expect(allowed('/user/course')).toEqual([2]);
    expect(allowed('/user/apply')).toEqual([0, 2]);
    expect(allowed('/user/teacher')).toEqual([0, 1]);
    expect(allowed('/user/info')).toEqual([0, 1, 2, 3]);
  });
});
