// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiUserInfo } from '@/contract/api-types';

vi.mock('./jsonp', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./jsonp')>()),
  jsonp: vi.fn(),
}));

import type { ApiClient } from './http';
import { captureInvite } from './invite';
import { JsonpError, jsonp } from './jsonp';
import { setLoggedOutFlag } from './logged-out-flag';
import { INVITE_KEY, LOGGED_OUT_FLAG } from '@/contract/session-cookie';
import { checkSso } from './sso';

const guest: ApiUserInfo = { login: false, scope: 0, sso: true, message: 0, existActivity: false };
const member: ApiUserInfo = {
  login: true,
  scope: 2,
  sso: true,
  message: 4,
  existActivity: true,
  user: { id: 1, name: '李医生', phoneMasked: '138****0000', avatar: null },
};

function fakeClient(answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  return { client: { call } as unknown as ApiClient, call };
}

describe('checkSso', () => {
  beforeEach(() => {
    vi.mocked(jsonp).mockReset();
    localStorage.clear();
    Cookies.remove(INVITE_KEY, { path: '/' });
    Cookies.remove(LOGGED_OUT_FLAG, { path: '/' });
  });
  afterEach(() => Cookies.remove(LOGGED_OUT_FLAG, { path: '/' }));

  it('logs in with the ticket when the passport says login (docs/product.md §4)', async () => {
    vi.mocked(jsonp).mockResolvedValue({ code: 0, data: { login: true, ticket: 'T-1' }, codeMsg: '' });
    const { client, call } = fakeClient(async () => member);
    const onLogin = vi.fn();

    expect(await checkSso({ getUserInfo: () => guest, onLogin, client })).toBe(true);

    expect(jsonp).toHaveBeenCalledWith('/api/med/passport/sso?mobile=1');
    expect(call).toHaveBeenCalledWith('passport/ticket', { ticket: 'T-1' }, { silent: true });
    expect(onLogin).toHaveBeenCalledWith(member);
  });

  it('appends the stored invite to the SSO check', async () => {
    captureInvite('?invite=inv9');
    vi.mocked(jsonp).mockResolvedValue({ code: 0, data: { login: false }, codeMsg: '' });
    await checkSso({ getUserInfo: () => guest, onLogin: vi.fn(), client: fakeClient(async () => member).client });
    expect(jsonp).toHaveBeenCalledWith('/api/med/passport/sso?mobile=1&invite=inv9');
  });

  it('does not ask when userInfo.sso is false or missing', async () => {
    for (const info of [{ ...guest, sso: false }, null]) {
      expect(await checkSso({ getUserInfo: () => info, onLogin: vi.fn() })).toBe(false);
    }
    expect(jsonp).not.toHaveBeenCalled();
  });

  it('does not ask after a logout (the logged-out flag)', async () => {
    setLoggedOutFlag();
    expect(await checkSso({ getUserInfo: () => guest, onLogin: vi.fn() })).toBe(false);
    expect(jsonp).not.toHaveBeenCalled();
  });

  it('changes nothing when the passport says not logged in or gives no ticket', async () => {
    const { client, call } = fakeClient(async () => member);
    const onLogin = vi.fn();
    for (const data of [{ login: false }, { login: true }, { login: true, ticket: '' }, null]) {
      vi.mocked(jsonp).mockResolvedValueOnce({ code: 0, data, codeMsg: '' });
      expect(await checkSso({ getUserInfo: () => guest, onLogin, client })).toBe(false);
    }
    expect(call).not.toHaveBeenCalled();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('gives up quietly on a JSONP error or timeout, or a failed ticket', async () => {
    const onLogin = vi.fn();
    vi.mocked(jsonp).mockRejectedValueOnce(new JsonpError(408));
    expect(await checkSso({ getUserInfo: () => guest, onLogin })).toBe(false);
    vi.mocked(jsonp).mockRejectedValueOnce(new JsonpError(400));
    expect(await checkSso({ getUserInfo: () => guest, onLogin })).toBe(false);

    vi.mocked(jsonp).mockResolvedValueOnce({ code: 0, data: { login: true, ticket: 'used' }, codeMsg: '' });
    const { client } = fakeClient(async () => {
      throw new Error('ticket spent');
    });
    expect(await checkSso({ getUserInfo: () => guest, onLogin, client })).toBe(false);
    expect(onLogin).not.toHaveBeenCalled();
  });
});
