// docs/security.md "Headers" and "Every request" as a client meets them over HTTP (issue 7 item 6): the headers
// every answer carries, HSTS behind https, and methods or image sources that must not reach Next.js.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, startSite } from './site-process.mjs';
import { baseURL } from './harness';

/** A raw request: fetch refuses to send TRACE at all. */
function rawRequest(method: string, pathname: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(pathname, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: url.pathname + url.search }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers', () => {
  it.each(['/', '/training', '/no/such/page', '/api/med/home/common', '/favicon.svg'])(
    'sends nosniff and a Referrer-Policy with %s',
    async (pathname) => {
      const res = await fetch(`${baseURL}${pathname}`, { method: pathname.startsWith('/api/') ? 'POST' : 'GET' });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('sends no HSTS over plain http (the test server is http)', async () => {
    const res = await fetch(`${baseURL}/`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS on pages when SITE_URL is https', async () => {
    const appDir = process.env.E2E_APP_DIR || repoRoot;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'med-e2e-hsts-'));
    const site = await startSite({ dir: appDir, env: { SITE_URL: 'https://academy.example', DATA_DIR: path.join(workDir, 'data') } });
    try {
      for (const pathname of ['/', '/no/such/page']) {
        const res = await fetch(`${site.url}${pathname}`);
        await res.arrayBuffer();
        expect(res.headers.get('strict-transport-security'), pathname).toBe('max-age=31536000; includeSubDomains');
      }
      const redirect = await fetch(`${site.url}/user/info`, { redirect: 'manual' });
      expect(redirect.status).toBe(307);
      expect(redirect.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await site.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('methods a page does not take', () => {
  it.each(['/', '/training', '/no/such/page'])('answers TRACE %s with 405 and a coded error, not 500', async (pathname) => {
    const res = await rawRequest('TRACE', pathname);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(JSON.parse(res.body)).toMatchObject({ code: 4005, codeMsg: '请求方式不正确' });
  });

  it('answers PUT and DELETE on a page with 405', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const res = await fetch(`${baseURL}/training`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  it('still serves GET, HEAD and the operator form POST', async () => {
    expect((await fetch(`${baseURL}/training`)).status).toBe(200);
    expect((await fetch(`${baseURL}/training`, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(`${baseURL}/cache/cleanup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
      body: 'token=wrong-token-0123456789',
    });
    expect(post.status).toBe(403);
  });
});

describe('the image optimizer', () => {
  it.each([
    '/_next/image?url=%2F%5Cevil.example%2Fa.png&w=64&q=75',
    '/_next/image?url=/\\evil.example/a.png&w=64&q=75',
    '/_next/image?url=https%3A%2F%2Fevil.example%2Fa.png&w=64&q=75',
  ])('answers %s with 400 and a coded error in Chinese, not 500', async (pathname) => {
    const res = await fetch(`${baseURL}${pathname}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 4000, data: null, codeMsg: '图片地址无效' });
  });
});
