// The error screens' loader (pages/_error.tsx) and what the screens say, as Next.js runs them for one
// visitor's request that ended in a 404 or a 500, against the built-in API on a test database.
import type { NextPageContext } from 'next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ErrorPage from '@/pages/_error';
import { createTestDb, type TestDb } from '@/server/startup';
import { createApiCaller } from '@/tests/api/call-api';
import { pageContext, handLoaderCallsTo } from '@/tests/api/loader-context';
import { setServerApiAdapter } from '@/lib/http';
import { loadErrorPage, type ErrorPageProps } from './error-page';

let t: TestDb;
let restore: () => void;
let cookie = '';

beforeAll(async () => {
  t = await createTestDb();
  restore = handLoaderCallsTo(t.db);
  cookie = (await createApiCaller(t.db).login('13800000000', { ip: '10.7.2.1' })).cookie;
});

afterAll(async () => {
  restore?.();
  await t?.close();
});

/** The context Next gives _error.getInitialProps after a request to `url` ended with `status`. */
function errorContext(url: string, status: number, requestCookie?: string) {
  const { ctx, res } = pageContext({ url, cookie: requestCookie });
  ctx.res.statusCode = status;
  return { ctx: { req: ctx.req, res: ctx.res, query: ctx.query, asPath: url, pathname: '/_error' } as unknown as NextPageContext, res };
}

function render(props: ErrorPageProps): string {
  return renderToStaticMarkup(createElement(ErrorPage, props));
}

describe('error screens: data', () => {
  it('gives a guest on an unknown page the real site and the guest menu', async () => {
    const { ctx, res } = errorContext('/no/such/page?x=1', 404);
    const props = await loadErrorPage(ctx);
    expect(props).toMatchObject({ statusCode: 404, pathname: '/no/such/page', title: '页面不存在' });
    expect(props.site?.name).toBe('河南省基层卫生健康学会培训学院');
    expect(props.common?.userInfo.login).toBe(false);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('gives a logged-in visitor their own user info (menu, case competition) and keeps it out of shared caches', async () => {
    const { ctx, res } = errorContext('/no/such/page', 404, `${cookie}; invite=DOC_7`);
    const props = await loadErrorPage(ctx);
    expect(props.common?.userInfo.login).toBe(true);
    expect(props.common?.userInfo.existActivity).toBe(true);
    expect(props.common?.invite).toBe('DOC_7');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('shows the screen without the data when the API does not answer in time', async () => {
    setServerApiAdapter(() => new Promise(() => {}));
    try {
      const { ctx } = errorContext('/training/5', 500);
      const started = Date.now();
      const props = await loadErrorPage(ctx, 50);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(props).toEqual({ statusCode: 500, pathname: '/training/5', title: '服务暂时不可用' });
    } finally {
      restore();
      restore = handLoaderCallsTo(t.db);
    }
  });
});

describe('error screens: text', () => {
  it('says an unknown page does not exist', () => {
    const html = render({ statusCode: 404, pathname: '/no/such/page', title: '页面不存在' });
    expect(html).toContain('页面不存在');
    expect(html).toContain('href="/"');
  });

  it('says the order centre is not open and links to where orders are listed (issue 7 item 9)', () => {
    const html = render({ statusCode: 404, pathname: '/user/order', title: '页面不存在' });
    expect(html).toContain('订单中心暂未开放');
    for (const href of ['/user/study', '/user/gift/order']) expect(html).toContain(`href="${href}"`);
  });

  it('titles the order centre\'s 404 after it, on the server', async () => {
    const { ctx } = errorContext('/user/order', 404, cookie);
    const props = await ErrorPage.getInitialProps!(ctx);
    expect(props).toMatchObject({ statusCode: 404, pathname: '/user/order', title: '订单中心' });
  });

  it('says the service is unavailable on a 500', () => {
    expect(render({ statusCode: 500, pathname: '/training/5', title: '服务暂时不可用' })).toContain('抱歉，服务暂时不可用');
  });
});
