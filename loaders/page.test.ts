// withPage, the loader every page runs (docs/architecture.md §5): the route table's guards again, the visitor's data,
// and how API answers become a redirect, a 404 or the 500 screen. Run as Next.js runs it, against the
// built-in API on a test database.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiCaller } from '@/tests/api/call-api';
import { pageContext, freshLoaderDb, type VisitorRequest } from '@/tests/api/loader-context';
import { Code } from '@/contract/codes';
import { GUARD_HEADER, GUARD_NOT_FOUND } from '@/lib/guard';
import { ApiCodeError } from '@/lib/http';
import { withPage, type BaseProps } from './page';

const t = freshLoaderDb();
/** Session cookies of two demo users (docs/product.md §6 scopes 0 and 2). */
const cookies = { doctor: '', admin: '' };

beforeAll(async () => {
  const api = createApiCaller(t.db);
  cookies.doctor = (await api.login('13800000000', { ip: '10.7.0.1' })).cookie;
  cookies.admin = (await api.login('13800000002', { ip: '10.7.0.2' })).cookie;
});

const plain = withPage();

async function run(request: VisitorRequest, loader = plain) {
  const { ctx, res } = pageContext(request);
  const result = await loader(ctx);
  return { result, res };
}

async function propsOf(request: VisitorRequest): Promise<BaseProps> {
  const { result } = await run(request);
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return (await result.props) as BaseProps;
}

describe('withPage guards', () => {
  it('answers 404 for an always-404 route, even for a logged-in user', async () => {
    expect((await run({ url: '/user/order', cookie: cookies.doctor })).result).toEqual({ notFound: true });
    expect((await run({ url: '/user/pay/3', cookie: cookies.doctor })).result).toEqual({ notFound: true });
  });

  it('answers 404 for an address no route has, and when the middleware said so', async () => {
    expect((await run({ url: '/training/abc' })).result).toEqual({ notFound: true });
    expect((await run({ url: '/training', headers: { [GUARD_HEADER]: GUARD_NOT_FOUND } })).result).toEqual({ notFound: true });
  });

  it('sends a guest on a login page to /login with the way back', async () => {
    const { result } = await run({ url: '/user/study?tab=2' });
    expect(result).toEqual({ redirect: { destination: '/login?url=%2Fuser%2Fstudy%3Ftab%3D2', permanent: false } });
  });

  it('appends the invite code of the cookie or of the address to the login address (docs/product.md §4, 7)', async () => {
    const fromCookie = await run({ url: '/user/info', cookie: 'invite=ABC123' });
    expect(fromCookie.result).toEqual({ redirect: { destination: '/login?url=%2Fuser%2Finfo&invite=ABC123', permanent: false } });
    const fromAddress = await run({ url: '/user/info?invite=XYZ9', cookie: 'invite=ABC123' });
    expect(fromAddress.result).toEqual({
      redirect: { destination: '/login?url=%2Fuser%2Finfo%3Finvite%3DXYZ9&invite=XYZ9', permanent: false },
    });
    // Anything that is not a plain code is left out rather than carried into the address.
    const forged = await run({ url: '/user/info', cookie: 'invite=%3Cscript%3E' });
    expect(forged.result).toEqual({ redirect: { destination: '/login?url=%2Fuser%2Finfo', permanent: false } });
  });

  it('answers 404 to a user whose scope may not use the route (docs/product.md §6)', async () => {
    expect((await run({ url: '/user/course', cookie: cookies.doctor })).result).toEqual({ notFound: true });
    expect('props' in (await run({ url: '/user/course', cookie: cookies.admin })).result).toBe(true);
  });
});

describe('withPage props and caching', () => {
  it('gives a guest the site and the guest user info, and lets shared caches keep the page', async () => {
    const { result, res } = await run({ url: '/training' });
    const props = (await (result as { props: BaseProps }).props) as BaseProps;
    expect(props.site.name).toBe('河南省基层卫生健康学会培训学院');
    expect(props.common.userInfo.login).toBe(false);
    expect(props.common.invite).toBeNull();
    expect(props.siteUrl).not.toMatch(/\/$/);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('gives a user their own info and marks the page private (docs/security.md)', async () => {
    const { result, res } = await run({ url: '/training', cookie: cookies.doctor });
    const props = (await (result as { props: BaseProps }).props) as BaseProps;
    expect(props.common.userInfo.login).toBe(true);
    expect(props.common.userInfo.scope).toBe(0);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('passes the invite code on to the page, for the login links it renders', async () => {
    expect((await propsOf({ url: '/training', cookie: 'invite=ABC123' })).common.invite).toBe('ABC123');
    expect((await propsOf({ url: '/training?invite=NEW1' })).common.invite).toBe('NEW1');
  });
});

describe('withPage and the API answers of a page loader', () => {
  const failing = (error: unknown) => withPage(async () => Promise.reject(error));

  it('turns "not found" and bad input into the 404 page', async () => {
    for (const code of [Code.NotFound, Code.GiftNotFound, Code.BadInput]) {
      const { result } = await run({ url: '/training/5' }, failing(new ApiCodeError(code, 'x', null, 'training/detail')));
      expect(result).toEqual({ notFound: true });
    }
  });

  it('turns "not logged in" into the login redirect, with the invite code', async () => {
    const { result } = await run({ url: '/training/5', cookie: 'invite=ABC123' }, failing(new ApiCodeError(Code.NotLoggedIn, 'x', null, 'p')));
    expect(result).toEqual({ redirect: { destination: '/login?url=%2Ftraining%2F5&invite=ABC123', permanent: false } });
  });

  it('lets any other failure through, so Next renders the 500 screen', async () => {
    const failure = new ApiCodeError(Code.ServerError, '服务繁忙', null, 'training/detail');
    await expect(run({ url: '/training/5' }, failing(failure))).rejects.toBe(failure);
  });

  it('passes a redirect or a 404 of the page loader through unchanged', async () => {
    const redirect = { redirect: { destination: '/training', permanent: false } };
    expect((await run({ url: '/training/5' }, withPage(async () => redirect))).result).toBe(redirect);
  });
});
