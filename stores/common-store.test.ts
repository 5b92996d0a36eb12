import { describe, expect, it } from 'vitest';
import type { ApiUserInfo } from '@/contract/api-types';
import { createCommonStore, guestUserInfo } from './common-store';

const user = (scope: number): ApiUserInfo => ({
  login: true, scope, sso: false, message: 2, existActivity: true,
  user: { id: scope, name: `用户${scope}`, phoneMasked: '138****0000', avatar: null },
});

describe('createCommonStore', () => {
  it('derives the menus from the user info', () => {
    const store = createCommonStore({ categories: [], userInfo: user(2) });
    expect(store.getState().menus[3].title).toBe('病例大赛');
    expect(store.getState().userList.map((l) => l.link)).toContain('/user/course');
  });

  it('rebuilds both menus when the user info changes (SSO, login, logout)', () => {
    const store = createCommonStore({ categories: [], userInfo: guestUserInfo });
    expect(store.getState().userList).toEqual([]);
    store.getState().setUserInfo(user(1));
    expect(store.getState().userList.map((l) => l.link)).toContain('/user/teacher');
    expect(store.getState().menus.some((m) => m.path === '/activity')).toBe(true);
  });

  it('keeps two stores apart: one visitor never sees the other', () => {
    const a = createCommonStore({ categories: [], userInfo: user(1) });
    const b = createCommonStore({ categories: [], userInfo: guestUserInfo });
    a.getState().setUnread(9);
    expect(b.getState().userInfo).toEqual(guestUserInfo);
    expect(a.getState().userInfo.message).toBe(9);
  });

  it('merges options loaded later', () => {
    const store = createCommonStore({ categories: [], userInfo: guestUserInfo, options: { gender: [{ value: 'male', name: '男' }] } });
    store.getState().mergeOptions({ region: [{ value: '4101', name: '郑州市' }] });
    expect(Object.keys(store.getState().options).sort()).toEqual(['gender', 'region']);
  });
});
