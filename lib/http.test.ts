// The shared client as the server uses it (SSR): the request it sends and the errors it throws. The
// browser's docs/product.md §8 rules are in http-rules.test.ts.
import { HttpResponse, delay, http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, fail, ok, recordApiPost } from '@/tests/msw/handlers';
import { server, setupMswServer } from '@/tests/msw/server';

// Read by contract/env.ts on first use (the client loads it only on the server); put back afterwards so
// that no other test file in this worker sees them.
const savedEnv = vi.hoisted(() => {
  const saved = { MED_API_ORIGIN: process.env.MED_API_ORIGIN, API_TIMEOUT_MS: process.env.API_TIMEOUT_MS };
  process.env.MED_API_ORIGIN = 'http://api.test';
  process.env.API_TIMEOUT_MS = '300';
  return saved;
});
afterAll(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
vi.mock('./toast', () => ({ showToast: vi.fn(), clearToast: vi.fn() }));

import { Code } from '@/contract/codes';
import { ApiCodeError, NetworkError, createApiClient } from './http';
import { showToast } from './toast';

const ORIGIN = 'http://api.test';
const visitor = {
  headers: { cookie: 'med_sid=abc123; other=1', 'user-agent': 'Mozilla/5.0 Test', 'x-forwarded-for': '203.0.113.9' },
  socket: { remoteAddress: '10.0.0.2' },
};

setupMswServer();

describe('createApiClient on the server', () => {
  it('POSTs a form-encoded body to MED_API_ORIGIN/api/med/ and resolves data', async () => {
    const { seen, handler } = recordApiPost('user/invoice/save', { id: 9 }, ORIGIN);
    server.use(handler);

    const data = await createApiClient({ req: visitor }).call<{ id: number }>('user/invoice/save', {
      title: '南京医院',
      amount: 120,
      items: ['a', 'b'],
    });

    expect(data).toEqual({ id: 9 });
    expect(seen.last?.url).toBe('http://api.test/api/med/user/invoice/save');
    expect(seen.last?.type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen.last?.body)).toEqual(
      new URLSearchParams({ title: '南京医院', amount: '120', 'items[0]': 'a', 'items[1]': 'b' }),
    );
  });

  it('forwards the visitor cookie, user agent and address chain', async () => {
    let headers: Headers | undefined;
    server.use(
      apiPost('home/auth', ({ request }) => {
        headers = request.headers;
        return ok({ login: true });
      }, ORIGIN),
    );

    await createApiClient({ req: visitor }).call('home/auth');

    expect(headers?.get('cookie')).toBe('med_sid=abc123; other=1');
    expect(headers?.get('user-agent')).toBe('Mozilla/5.0 Test');
    expect(headers?.get('x-forwarded-for')).toBe('203.0.113.9, 10.0.0.2');
  });

  it('shares nothing between two visitors', async () => {
    const cookies: (string | null)[] = [];
    server.use(
      apiPost('home/auth', ({ request }) => {
        cookies.push(request.headers.get('cookie'));
        return ok({});
      }, ORIGIN),
    );
    const alice = createApiClient({ req: { headers: { cookie: 'med_sid=alice' } } });
    const guest = createApiClient({ req: { headers: {} } });

    await Promise.all([alice.call('home/auth'), guest.call('home/auth'), alice.call('home/auth')]);

    expect(cookies.sort()).toEqual(['med_sid=alice', 'med_sid=alice', null]);
  });

  it('adds a _t timestamp to GET requests (docs/product.md §7)', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
    let url: URL | undefined;
    server.use(
      apiGet('common/optionsBatch/gender,title', ({ request }) => {
        url = new URL(request.url);
        return ok({ gender: [] });
      }, ORIGIN),
    );

    await createApiClient({ req: visitor }).call('common/optionsBatch/gender,title', { lang: 'zh' }, { method: 'GET' });

    expect(url?.searchParams.get('_t')).toBe('1700000000123');
    expect(url?.searchParams.get('lang')).toBe('zh');
  });

  it('accepts paths with or without /api/med/ in front', async () => {
    server.use(apiPost('home/index', () => ok('home'), ORIGIN));
    const client = createApiClient({ req: visitor });
    expect(await client.call('/api/med/home/index')).toBe('home');
    expect(await client.call('/home/index')).toBe('home');
  });

  it('keeps a protocol-relative path under /api/med/ (docs/security.md: allowAbsoluteUrls false)', async () => {
    let url: string | undefined;
    server.use(
      apiPost('evil.test/x', ({ request }) => {
        url = request.url;
        return ok(null);
      }, ORIGIN),
    );
    await createApiClient({ req: visitor }).call('//evil.test/x');
    expect(url).toBe('http://api.test/api/med/evil.test/x');
  });

  it.each(['http://evil.test/x', '../admin', 'user/../../admin', 'user/./x', 'cert/verify/..', 'cert/verify/%2e%2E', 'a//b', ''])(
    'refuses the path %j with a coded BadInput before sending anything',
    async (path) => {
      const error = await createApiClient({ req: visitor }).call(path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiCodeError);
      expect(error).toMatchObject({ code: Code.BadInput, codeMsg: '请求地址不正确' });
    },
  );

  // What a visitor types into a path parameter reaches the API percent-encoded, as an HTTP client
  // would send it, never as a TypeError (a 500 page).
  it.each([
    ['cert/verify/PHD4 FMK9 K55T B05M', 'cert/verify/PHD4%20FMK9%20K55T%20B05M'],
    ['cert/verify/PHD4－FMK9—K55T', 'cert/verify/PHD4%EF%BC%8DFMK9%E2%80%94K55T'],
    ['cert/verify/高血压', 'cert/verify/%E9%AB%98%E8%A1%80%E5%8E%8B'],
    [`cert/verify/${encodeURIComponent('高/%')}`, 'cert/verify/%E9%AB%98%2F%25'],
    ["cert/verify/'<b>x", "cert/verify/'%3Cb%3Ex"],
    ['cert/verify/50%', 'cert/verify/50%25'],
    ['cert/verify/a?b=1#c', 'cert/verify/a%3Fb%3D1%23c'],
    ['cert/verify/\ud800x', 'cert/verify/%EF%BF%BDx'],
    ['https:/evil.test', 'https%3A/evil.test'],
  ])('sends %j to /api/med/%s', async (path, sent) => {
    let url: string | undefined;
    server.use(
      http.post(/\/api\/med\//, ({ request }) => {
        url = request.url;
        return ok(null);
      }),
    );
    await createApiClient({ req: visitor }).call(path);
    expect(url).toBe(`http://api.test/api/med/${sent}`);
  });

  it('throws ApiCodeError with code, codeMsg and data for a non-zero code, and never toasts', async () => {
    server.use(apiPost('user/gift/gift/5', () => fail(2404), ORIGIN));
    const error = await createApiClient({ req: visitor }).call('user/gift/gift/5').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiCodeError);
    expect(error).toMatchObject({ code: 2404, codeMsg: '礼品不存在或已下架', data: null });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('reads the envelope whatever the HTTP status', async () => {
    server.use(apiPost('home/auth', () => fail(1001, undefined, 401), ORIGIN));
    await expect(createApiClient({ req: visitor }).call('home/auth')).rejects.toMatchObject({ code: 1001 });
  });

  it('treats an answer that is not an envelope as code 500', async () => {
    server.use(apiPost('home/index', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }), ORIGIN));
    await expect(createApiClient({ req: visitor }).call('home/index')).rejects.toMatchObject({ code: 500 });
  });

  it('throws NetworkError when the API cannot be reached', async () => {
    server.use(apiPost('home/index', () => HttpResponse.error(), ORIGIN));
    const onError = vi.fn();
    const error = await createApiClient({ req: visitor, onError }).call('home/index').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(onError).toHaveBeenCalledWith(error);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('gives up after API_TIMEOUT_MS with a timeout NetworkError (docs/security.md: a slow upstream)', async () => {
    server.use(
      apiPost('home/index', async () => {
        await delay(2000);
        return ok('late');
      }, ORIGIN),
    );
    const started = Date.now();
    const error = await createApiClient({ req: visitor }).call('home/index').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).isTimeout).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
