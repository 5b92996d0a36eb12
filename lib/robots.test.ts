import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnv } from '@/contract/env';
import handler from '@/pages/api/robots';
import { disallowedPaths } from './robots';
import { routes } from './routes';

const SITE = getEnv().SITE_URL.replace(/\/$/, '');

describe('robots.txt', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps crawlers out of user pages, the API, login and search, and names the sitemap', async () => {
    const res = await fetch(`${origin}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/user/', '/api/', '/login', '/search', '/cache/', '/activity', '/training/success/', '/course/success/', '/training/attend']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Public areas stay open.
    for (const open of ['/training', '/course', '/detail/', '/news', '/']) expect(lines).not.toContain(`Disallow: ${open}`);
  });

  it('derives the disallowed paths from the route table', () => {
    const paths = disallowedPaths();
    for (const route of routes) {
      const concrete = route.pattern.replace(/\[[^\]]+\]/g, '1');
      const blocked = paths.some((p) => concrete.startsWith(p));
      expect(blocked, route.pattern).toBe(!route.isPublic);
    }
  });

  it('answers HEAD with 200 and no body, and only GET and HEAD', async () => {
    const head = await fetch(`${origin}/robots.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${origin}/robots.txt`, { method: 'POST' })).status).toBe(405);
  });
});
