// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./navigate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigate')>()),
  navigateTo: vi.fn(),
  reloadPage: vi.fn(),
}));

import type { ApiClient } from './http';
import { hasLoggedOutFlag } from './logged-out-flag';
import { logout } from './logout';
import { navigateTo, reloadPage } from './navigate';
import { LOGGED_OUT_FLAG } from '@/contract/session-cookie';

function clientAnswering(data: unknown) {
  const call = vi.fn(async () => data);
  return { client: { call } as unknown as ApiClient, call };
}

describe('logout', () => {
  beforeEach(() => {
    vi.mocked(navigateTo).mockReset();
    vi.mocked(reloadPage).mockReset();
    Cookies.remove(LOGGED_OUT_FLAG, { path: '/' });
    window.history.replaceState(null, '', '/');
  });

  it('calls passport/logout, sets the logged-out flag and goes to data.url (docs/product.md §4)', async () => {
    const { client, call } = clientAnswering({ url: '/training?from=logout' });
    await logout({ needsLogin: false, client });

    expect(call).toHaveBeenCalledWith('passport/logout');
    expect(hasLoggedOutFlag()).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith('/training?from=logout');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads when there is no address and the page needs no login', async () => {
    await logout({ needsLogin: false, client: clientAnswering({ url: null }).client });
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('goes home when there is no address and the page needs login', async () => {
    await logout({ needsLogin: true, client: clientAnswering({ url: null }).client });
    expect(navigateTo).toHaveBeenCalledWith('/');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reads whether the page needs login from the route table by default', async () => {
    window.history.replaceState(null, '', '/user/invoice');
    await logout({ client: clientAnswering(null).client });
    expect(navigateTo).toHaveBeenCalledWith('/');

    window.history.replaceState(null, '', '/course/3');
    await logout({ client: clientAnswering(null).client });
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it.each(['//evil.test/', '/\\evil.test', 'javascript:alert(1)', 'https://evil.test/phish'])(
    'does not follow the unsafe address %j (docs/security.md)',
    async (url) => {
      await logout({ needsLogin: true, client: clientAnswering({ url }).client });
      expect(navigateTo).toHaveBeenCalledWith('/');
      expect(navigateTo).toHaveBeenCalledOnce();
    },
  );

  it('follows an address on an allowed host', async () => {
    await logout({ needsLogin: true, allowHosts: ['sso.example.org'], client: clientAnswering({ url: 'https://sso.example.org/out' }).client });
    expect(navigateTo).toHaveBeenCalledWith('https://sso.example.org/out');
  });

  it('keeps the user logged in (no flag, no navigation) when the call fails', async () => {
    const call = vi.fn(async () => {
      throw new Error('network');
    });
    await expect(logout({ needsLogin: false, client: { call } as unknown as ApiClient })).rejects.toThrow('network');
    expect(hasLoggedOutFlag()).toBe(false);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
