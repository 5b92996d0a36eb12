import { describe, expect, it } from 'vitest';
import { adminPage, adminRoutes, allRoutes, decideAdmin, getAnyRoute, matchAdminRoute, matchAnyRoute } from './admin-routes';
import { disallowedPaths } from './robots';
import { routes } from './routes';

const login = (to: string) => `/login?url=${encodeURIComponent(to)}`;

describe('the console route table', () => {
  const table = [
    { pattern: '/admin', title: '控制台', ...adminPage },
    { pattern: '/admin/article', title: '文章', ...adminPage },
    { pattern: '/admin/article/[id]', title: '编辑文章', ...adminPage, validator: 'adminId' as const },
  ];

  it('matches an edit page by a positive id or "new", and nothing else', () => {
    expect(matchAdminRoute('/admin/article/12', table)).toMatchObject({ route: { pattern: '/admin/article/[id]' }, params: { id: '12' } });
    expect(matchAdminRoute('/admin/article/new', table)).toMatchObject({ params: { id: 'new' } });
    expect(matchAdminRoute('/admin/article', table)?.route.pattern).toBe('/admin/article');
    for (const bad of ['/admin/article/0', '/admin/article/abc', '/admin/article/new2', '/admin/article/01', '/admin/article/1/2', '/admin/nothing']) {
      expect(matchAdminRoute(bad, table), bad).toBeNull();
    }
  });

  it('is needsLogin, not public, without site navigation, in the admin layout', () => {
    for (const r of adminRoutes) {
      expect(r, r.pattern).toMatchObject({ needsLogin: true, isPublic: false, showTopNav: false, showBottomNav: false, layout: 'admin' });
    }
    expect(getAnyRoute('/admin')?.title).toBe('控制台');
    expect(matchAnyRoute('/admin')?.route.layout).toBe('admin');
    expect(matchAnyRoute('/training/3')?.route.pattern).toBe('/training/[id]');
  });

  it('stays out of the public route table, which the browser code of every page reads', () => {
    expect(routes.filter((r) => r.pattern.startsWith('/admin') || r.layout === 'admin')).toEqual([]);
    expect(allRoutes.length).toBe(routes.length + adminRoutes.length);
  });

  it('sends a guest to the login page and back, lets a session through, and 404s unknown console addresses', () => {
    expect(decideAdmin('/admin', '?x=1', false, login)).toEqual({ kind: 'login', location: '/login?url=%2Fadmin%3Fx%3D1' });
    expect(decideAdmin('/admin', '', true, login)).toEqual({ kind: 'next' });
    expect(decideAdmin('/admin/no-such-page', '', true, login)).toEqual({ kind: 'notFound' });
    expect(decideAdmin('/administer', '', false, login)).toBeNull();
    expect(decideAdmin('/training', '', false, login)).toBeNull();
  });

  it('is kept out of robots.txt', () => {
    expect(disallowedPaths()).toContain('/admin');
  });
});
