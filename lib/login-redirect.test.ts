// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./navigate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigate')>()),
  navigateTo: vi.fn(),
}));

import { captureInvite } from './invite';
import { buildLoginAddress, redirectToLogin } from './login-redirect';
import { navigateTo } from './navigate';
import { INVITE_KEY } from '@/contract/session-cookie';

describe('buildLoginAddress', () => {
  it.each([
    { page: '/user/study?tab=2', login: '/login?url=%2Fuser%2Fstudy%3Ftab%3D2' },
    { page: '/activity/12', login: '/login?url=%2Factivity%2F12' },
  ])('sends a page that needs login to /login?url= (docs/product.md §7): $page', ({ page, login }) => {
    expect(buildLoginAddress(page)).toBe(login);
  });

  it.each([
    { page: '/training/5', login: '/api/med/passport/login?mobile=1&url=%2Ftraining%2F5' },
    { page: '/user/message', login: '/api/med/passport/login?mobile=1&url=%2Fuser%2Fmessage' },
    { page: '/no/such/page', login: '/api/med/passport/login?mobile=1&url=%2Fno%2Fsuch%2Fpage' },
  ])('sends any other page to the passport login: $page', ({ page, login }) => {
    expect(buildLoginAddress(page)).toBe(login);
  });

  it('appends the invite code when one is given', () => {
    expect(buildLoginAddress('/', 'abc')).toBe('/api/med/passport/login?mobile=1&url=%2F&invite=abc');
    expect(buildLoginAddress('/user/info', 'abc')).toBe('/login?url=%2Fuser%2Finfo&invite=abc');
  });
});

describe('redirectToLogin', () => {
  beforeEach(() => {
    vi.mocked(navigateTo).mockReset();
    localStorage.clear();
    Cookies.remove(INVITE_KEY, { path: '/' });
  });

  it('goes to the forced login from a page that needs login, with the stored invite', () => {
    captureInvite('?invite=inv42');
    window.history.replaceState(null, '', '/user/gift?page=3');
    expect(redirectToLogin()).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith('/login?url=%2Fuser%2Fgift%3Fpage%3D3&invite=inv42');
  });

  it('goes to the passport login from a public page', () => {
    window.history.replaceState(null, '', '/course/7');
    redirectToLogin();
    expect(navigateTo).toHaveBeenCalledWith('/api/med/passport/login?mobile=1&url=%2Fcourse%2F7');
  });

  it('stays on /user/info (docs/product.md §8) and on the login page itself', () => {
    for (const path of ['/user/info', '/login']) {
      window.history.replaceState(null, '', path);
      expect(redirectToLogin()).toBe(false);
    }
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
