import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { installHttpHook } from '@/server/ops/http-hook';
import { refuseForbiddenMethod } from './method-guard';

/** Sends a raw request (fetch cannot send TRACE either) and collects the answer. */
function send(port: number, method: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: '/training', headers: { cookie: 'med_sid=secret' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the method guard on the HTTP hook', () => {
  let server: http.Server;
  let port = 0;
  const seen: string[] = [];

  beforeAll(async () => {
    // Installed after the server exists, as the start hook does with Next's server.
    server = http.createServer((req, res) => {
      seen.push(String(req.method));
      res.end('page');
    });
    expect(installHttpHook(http, [{ request: refuseForbiddenMethod }])).toBe(true);
    expect(installHttpHook(http, [{ request: refuseForbiddenMethod }])).toBe(false); // never wraps twice
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers TRACE with 405, Allow and a coded envelope, without echoing the request', async () => {
    const res = await send(port, 'TRACE');
    expect(res.status).toBe(405);
    expect(res.allow).toBe('GET, HEAD, POST');
    expect(JSON.parse(res.body)).toMatchObject({ code: Code.MethodNotAllowed, codeMsg: '请求方式不正确' });
    expect(res.body).not.toContain('secret');
    expect(seen).not.toContain('TRACE');
  });

  it('lets every other method through to the server', async () => {
    expect((await send(port, 'GET')).body).toBe('page');
    expect((await send(port, 'PUT')).body).toBe('page');
    expect(seen).toEqual(['GET', 'PUT']);
  });
});
