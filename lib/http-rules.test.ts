// @vitest-environment jsdom
// The shared client in the browser: the request it sends and the docs/product.md §8 rules on failures.
import Cookies from 'js-cookie';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, fail, ok, recordApiPost } from '@/tests/msw/handlers';
import { server, setupMswServer } from '@/tests/msw/server';

vi.mock('./toast', () => ({ showToast: vi.fn(), clearToast: vi.fn() }));
vi.mock('./navigate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigate')>()),
  navigateTo: vi.fn(),
  reloadPage: vi.fn(),
}));

import { Code } from '@/contract/codes';
import {
  ApiCodeError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  createApiClient,
  isCanceledError,
  setNotFoundHandler,
  setServerErrorHandler,
} from './http';
import { captureInvite } from './invite';
import { navigateTo } from './navigate';
import { INVITE_KEY } from '@/contract/session-cookie';
import { showToast } from './toast';

setupMswServer();

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

beforeEach(() => {
  vi.mocked(showToast).mockReset();
  vi.mocked(navigateTo).mockReset();
  localStorage.clear();
  Cookies.remove(INVITE_KEY, { path: '/' });
  visit('/');
});
afterEach(() => {
  setServerErrorHandler(null);
  setNotFoundHandler(null);
});

describe('the browser client request', () => {
  it('POSTs a form body to /api/med/ on this site with cookies', async () => {
    const { seen, handler } = recordApiPost('user/message/list', { list: [] });
    server.use(handler);

    expect(await createApiClient().call('user/message/list', { page: 2, size: 10 })).toEqual({ list: [] });
    expect(seen.last?.url).toBe(`${window.location.origin}/api/med/user/message/list`);
    expect(seen.last?.type).toContain('application/x-www-form-urlencoded');
    expect(seen.last?.body).toBe('page=2&size=10');
  });

  it('adds _t to GET requests', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    let t: string | null = null;
    server.use(
      apiGet('user/message/noRead', ({ request }) => {
        t = new URL(request.url).searchParams.get('_t');
        return ok({ noRead: 3 });
      }),
    );
    expect(await createApiClient().call('user/message/noRead', {}, { method: 'GET' })).toEqual({ noRead: 3 });
    expect(t).toBe('1700000000000');
  });
});

describe('docs/product.md §8 in the browser', () => {
  it('code 1001 sends a page that needs login to /login?url=<current address>', async () => {
    visit('/user/study?tab=live');
    server.use(apiPost('user/profile/info', () => fail(Code.NotLoggedIn)));

    const error = await failureOf(createApiClient().call('user/profile/info'));

    expect(error).toBeInstanceOf(ApiCodeError);
    expect(navigateTo).toHaveBeenCalledWith('/login?url=%2Fuser%2Fstudy%3Ftab%3Dlive');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('code 1001 sends a public page to the passport login, with the stored invite', async () => {
    captureInvite('?invite=inv7');
    visit('/training/3');
    server.use(apiPost('training/signup', () => fail(Code.NotLoggedIn)));

    await failureOf(createApiClient().call('training/signup', { id: 3 }));

    expect(navigateTo).toHaveBeenCalledWith('/api/med/passport/login?mobile=1&url=%2Ftraining%2F3&invite=inv7');
  });

  it('code 1001 on /user/info stays on the page', async () => {
    visit('/user/info');
    server.use(apiPost('user/profile/info', () => fail(Code.NotLoggedIn)));

    await failureOf(createApiClient().call('user/profile/info', {}, { suppressToast: true }));

    expect(navigateTo).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('code 500 runs the server error handler (default: the /500 page), without a toast', async () => {
    server.use(apiPost('home/index', () => fail(Code.ServerError)));
    await failureOf(createApiClient().call('home/index'));
    expect(navigateTo).toHaveBeenCalledWith('/500');

    const handler = vi.fn();
    setServerErrorHandler(handler);
    await failureOf(createApiClient().call('home/index'));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ code: 500 }));
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('other codes toast codeMsg', async () => {
    server.use(apiPost('passport/phone', () => fail(Code.SmsCodeWrong, '验证码不正确')));
    const error = await failureOf(createApiClient().call('passport/phone', { phone: '13800000000', code: '1' }));

    expect(error).toMatchObject({ code: Code.SmsCodeWrong, codeMsg: '验证码不正确' });
    expect(showToast).toHaveBeenCalledWith('验证码不正确');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('other codes stay quiet when the call suppresses the toast', async () => {
    server.use(apiPost('user/profile/info', () => fail(Code.Forbidden)));
    await failureOf(createApiClient().call('user/profile/info', {}, { suppressToast: true }));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('code 2404 with handle2404 runs the not-found handler instead of the toast', async () => {
    server.use(apiPost('user/gift/gift/99', () => fail(Code.GiftNotFound)));
    await failureOf(createApiClient().call('user/gift/gift/99', {}, { handle2404: true }));
    expect(navigateTo).toHaveBeenCalledWith('/404');

    const handler = vi.fn();
    setNotFoundHandler(handler);
    await failureOf(createApiClient().call('user/gift/gift/99', {}, { handle2404: true }));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ code: Code.GiftNotFound }));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('code 2404 without handle2404 is an ordinary toast', async () => {
    server.use(apiPost('user/gift/store/99', () => fail(Code.GiftNotFound)));
    await failureOf(createApiClient().call('user/gift/store/99'));
    expect(showToast).toHaveBeenCalledWith('礼品不存在或已下架');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('a network failure toasts the network message and rejects with NetworkError', async () => {
    server.use(apiPost('home/index', () => HttpResponse.error()));
    const error = await failureOf(createApiClient().call('home/index'));

    expect(error).toBeInstanceOf(NetworkError);
    expect(showToast).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('网络请求失败，请稍后重试');
  });

  it('an aborted request rejects without a toast', async () => {
    server.use(
      apiPost('search/list', async () => {
        await delay('infinite');
        return ok([]);
      }),
    );
    const controller = new AbortController();
    const pending = failureOf(createApiClient().call('search/list', { q: '高血压' }, { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(isCanceledError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(showToast).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('a silent call neither toasts nor navigates', async () => {
    server.use(apiPost('passport/ticket', () => fail(Code.NotLoggedIn)));
    await failureOf(createApiClient().call('passport/ticket', { ticket: 't' }, { silent: true }));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a client given the request behaves as on the server: it throws and does nothing else', async () => {
    // Whatever MED_API_ORIGIN is in this environment.
    server.use(http.post(/\/api\/med\/home\/index$/, () => fail(Code.ServerError)));
    const error = await failureOf(createApiClient({ req: { headers: {} } }).call('home/index'));
    expect(error).toMatchObject({ code: 500 });
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
