// /cache/cleanup rendered as Next.js renders it (its loader, then the page), with and without an
// operator token configured: the e2e server always has one, so the disabled screen is checked here.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CacheCleanupPage from '@/pages/cache/cleanup';
import { pageContext, freshLoaderDb, type VisitorRequest } from '@/tests/api/loader-context';
import type { BaseProps } from './page';
import { getServerSideProps, type CacheCleanupProps } from './cache-cleanup';

const config = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('@/server/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/env')>();
  return { ...real, getServerEnv: () => ({ ...real.getServerEnv(), OPERATOR_TOKEN: config.token }) };
});

const TOKEN = 'operator-token-for-page-tests-0123';

freshLoaderDb();
let ipCount = 0;

beforeEach(() => {
  config.token = undefined;
});

/** Runs the loader and renders the page; returns the HTTP status, headers and the page's text. */
async function open(request: Omit<VisitorRequest, 'url'>) {
  // Each request its own client address, so the per-client attempt limit of one does not touch another.
  const { ctx, res } = pageContext({ url: '/cache/cleanup', address: `10.7.3.${++ipCount}`, ...request });
  const result = await getServerSideProps(ctx);
  if (!('props' in result)) throw new Error(`expected the page, got ${JSON.stringify(result)}`);
  const props = (await result.props) as CacheCleanupProps & BaseProps;
  const html = renderToStaticMarkup(createElement(CacheCleanupPage, props));
  return { status: res.statusCode, headers: res.headers, props, html };
}

function post(token: string, origin = 'http://localhost:3000') {
  return open({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: `token=${encodeURIComponent(token)}`,
  });
}

describe('/cache/cleanup without an operator token', () => {
  it('says the cleanup is disabled and offers no form', async () => {
    const page = await open({});
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('缓存清理未启用');
    expect(page.html).not.toContain('运维令牌</label>');
  });

  it('refuses a posted token with 403 and still offers no form', async () => {
    const page = await post('anything-at-all-0123456789');
    expect(page.status).toBe(403);
    expect(page.html).toContain('本站未配置运维令牌，缓存清理已停用');
    expect(page.html).not.toContain('缓存已清理');
    expect(page.html).not.toContain('运维令牌</label>');
  });
});

describe('/cache/cleanup with an operator token', () => {
  beforeEach(() => {
    config.token = TOKEN;
  });

  it('offers the form', async () => {
    const page = await open({});
    expect(page.html).toContain('运维令牌</label>');
    expect(page.html).not.toContain('缓存清理未启用');
  });

  it('refuses a wrong token with 403', async () => {
    const page = await post(`${TOKEN}x`);
    expect(page.status).toBe(403);
    expect(page.html).toContain('运维令牌不正确');
    expect(page.html).not.toContain('缓存已清理');
  });

  it('refuses the right token posted from another site', async () => {
    const page = await post(TOKEN, 'https://evil.example');
    expect(page.status).toBe(403);
    expect(page.html).not.toContain('缓存已清理');
  });

  it('clears the caches with the right token and lists them', async () => {
    await open({}); // fills the home/common cache
    const page = await post(TOKEN);
    expect(page.status).toBe(200);
    expect(page.html).toContain('缓存已清理');
    expect(page.html).toMatch(/首页公共数据：清除 \d+ 条/);
  });
});
