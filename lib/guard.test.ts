import { describe, expect, it } from 'vitest';
import type { ApiCategory } from '@/contract/api-types';
import { decide, loginAddress } from './guard';

const categories: ApiCategory[] = [
  { id: 1, parentId: 0, name: '资讯', path: '/news', type: 'article', children: [
    { id: 2, parentId: 1, name: '政策法规', path: '/news-policy', type: 'article' },
  ] },
  { id: 3, parentId: 0, name: '精品课程', path: '/course', type: 'course' },
];
const common = { categories, redirects: [
  { from: '/about-us', to: '/about', permanent: true },
  { from: '/old', to: '//evil.example', permanent: false },
] };
const guest = { search: '', hasSession: false, common };

describe('decide (middleware guards)', () => {
  it('sends a guest on a login route to /login with the address to come back to', () => {
    expect(decide({ ...guest, pathname: '/user/info', search: '?tab=1' })).toEqual({
      kind: 'login',
      location: '/login?url=%2Fuser%2Finfo%3Ftab%3D1',
    });
    expect(decide({ ...guest, pathname: '/activity/3' }).kind).toBe('login');
  });

  it('lets a visitor with a session cookie through (the page checks it again)', () => {
    expect(decide({ ...guest, hasSession: true, pathname: '/user/info' })).toEqual({ kind: 'next' });
  });

  it('lets guests see public pages and the message route', () => {
    expect(decide({ ...guest, pathname: '/' }).kind).toBe('next');
    expect(decide({ ...guest, pathname: '/user/message' }).kind).toBe('next');
    expect(decide({ ...guest, pathname: '/training/3' }).kind).toBe('next');
  });

  it('always 404s order, pay and sandbox login, logged in or not', () => {
    for (const pathname of ['/user/order', '/user/pay/12', '/sandbox/login']) {
      expect(decide({ ...guest, pathname }).kind, pathname).toBe('notFound');
      expect(decide({ ...guest, hasSession: true, pathname }).kind, pathname).toBe('notFound');
    }
  });

  it('404s a news path that is no known article category', () => {
    expect(decide({ ...guest, pathname: '/news' }).kind).toBe('next');
    expect(decide({ ...guest, pathname: '/news-policy' }).kind).toBe('next');
    expect(decide({ ...guest, pathname: '/no-such-category' }).kind).toBe('notFound');
    // A category of another type is not a news path.
    expect(decide({ ...guest, pathname: '/course' }).kind).toBe('next');
  });

  it('leaves the news path check to the page when the common data is unavailable', () => {
    expect(decide({ ...guest, common: null, pathname: '/no-such-category' }).kind).toBe('next');
  });

  it('404s shapes no route has', () => {
    expect(decide({ ...guest, pathname: '/training/abc' }).kind).toBe('notFound');
    expect(decide({ ...guest, pathname: '/a/b/c/d' }).kind).toBe('notFound');
  });

  it('follows the server redirect rules, but only to same-site addresses', () => {
    expect(decide({ ...guest, pathname: '/about-us' })).toEqual({ kind: 'redirect', location: '/about', permanent: true });
    expect(decide({ ...guest, pathname: '/old' })).toEqual({ kind: 'redirect', location: '/', permanent: false });
  });

  it('builds login addresses that come back to the same place', () => {
    expect(loginAddress('/user/study?x=1&y=2')).toBe('/login?url=%2Fuser%2Fstudy%3Fx%3D1%26y%3D2');
  });

  it('appends the stored invite code to the login address (docs/product.md §4, 7)', () => {
    expect(decide({ ...guest, pathname: '/user/info', invite: 'DOC_1' })).toEqual({
      kind: 'login',
      location: '/login?url=%2Fuser%2Finfo&invite=DOC_1',
    });
    expect(loginAddress('/user/info', 'DOC_1')).toBe('/login?url=%2Fuser%2Finfo&invite=DOC_1');
    expect(loginAddress('/user/info', null)).toBe('/login?url=%2Fuser%2Finfo');
  });
});
