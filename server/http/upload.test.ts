// Raw-body uploads (route.upload) and file answers (SendFile): through the dispatcher and over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { createDispatcher, type ApiRequest } from './dispatch';
import { contentDisposition, downloadHeaders } from './download';
import { serveNode } from './node';
import { defineRoute, SendFile } from './route';

const MAX = 1000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'med-upload-test-'));
// File answers stream from the file storage (local driver: DATA_DIR/uploads/<key>).
process.env.DATA_DIR = dir;
const fileKey = `activity/${'c'.repeat(32)}`;
mkdirSync(path.join(dir, 'uploads', 'activity'), { recursive: true });
writeFileSync(path.join(dir, 'uploads', fileKey), 'file body');

async function drain(body: AsyncIterable<Buffer> | null): Promise<number> {
  let n = 0;
  for await (const chunk of body ?? []) n += chunk.length;
  return n;
}

const table = {
  't/up': defineRoute({
    upload: { maxBytes: MAX },
    input: z.object({ name: z.string() }),
    handler: async ({ name }, { body }) => ({ name, size: await drain(body) }),
  }),
  't/form': defineRoute({ input: z.object({ a: z.string().optional() }), handler: async (i) => i }),
  't/file': defineRoute({
    methods: ['GET'],
    handler: async () => new SendFile({ key: fileKey, size: 9, contentType: 'application/pdf', fileName: '病例 "1".pdf' }),
  }),
  't/view': defineRoute({
    methods: ['GET'],
    handler: async () => new SendFile({ key: fileKey, size: 9, contentType: 'application/pdf', fileName: '病例 "1".pdf', inline: true }),
  }),
};
const dispatch = createDispatcher(table, { getDb: async () => ({}) as never });

async function* chunks(...parts: (string | Buffer)[]): AsyncGenerator<Buffer> {
  for (const p of parts) yield Buffer.from(p);
}

const upload = (stream: AsyncIterable<Buffer> | undefined, extra: Partial<ApiRequest> = {}): ApiRequest => ({
  method: 'POST',
  url: '/api/med/t/up?name=a.pdf',
  headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/octet-stream' },
  body: '',
  stream,
  ...extra,
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('upload routes in the dispatcher', () => {
  it('hands the raw body to the handler and takes fields from the query', async () => {
    const res = await dispatch(upload(chunks('abc', 'def')));
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, data: { name: 'a.pdf', size: 6 } });
  });

  it('stops a body over the limit while it streams, with InputTooLarge and 413', async () => {
    let produced = 0;
    async function* endless(): AsyncGenerator<Buffer> {
      for (;;) {
        produced += 100;
        yield Buffer.alloc(100);
      }
    }
    const res = await dispatch(upload(endless()));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe(Code.InputTooLarge);
    expect(produced).toBeLessThanOrEqual(MAX + 100);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    async function* untouchable(): AsyncGenerator<Buffer> {
      throw new Error('read');
    }
    const res = await dispatch(upload(untouchable(), { headers: { ...upload(undefined).headers, 'content-length': String(MAX + 1) } }));
    expect(JSON.parse(res.body).code).toBe(Code.InputTooLarge);
  });

  it('refuses a foreign origin before reading the body', async () => {
    const res = await dispatch(upload(chunks('x'), { headers: { ...upload(undefined).headers, origin: 'https://evil.example' } }));
    expect(res.status).toBe(403);
  });

  it('refuses a form body on an upload route and a raw body on a form route', async () => {
    const formOnUpload = await dispatch(upload(undefined, { headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=a.pdf' }));
    expect(JSON.parse(formOnUpload.body).code).toBe(Code.BadInput);
    const rawOnForm = await dispatch(upload(chunks('a=1'), { url: '/api/med/t/form' }));
    expect(JSON.parse(rawOnForm.body).code).toBe(Code.BadInput);
  });

  it('answers a SendFile with download headers and the file to stream', async () => {
    const res = await dispatch({ method: 'GET', url: '/api/med/t/file', headers: {}, body: '' });
    expect(res.status).toBe(200);
    expect(res.file).toEqual({ key: fileKey, size: 9 });
    expect(res.headers['Content-Type']).toBe('application/pdf');
    expect(res.headers['Content-Disposition']).toMatch(/^attachment; /);
    expect(res.headers['Cache-Control']).toBe('private, no-store');
    expect(res.headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('answers a SendFile asked to open in the browser inline, still with nosniff', async () => {
    const res = await dispatch({ method: 'GET', url: '/api/med/t/view', headers: {}, body: '' });
    expect(res.file).toEqual({ key: fileKey, size: 9 });
    expect(res.headers['Content-Type']).toBe('application/pdf');
    expect(res.headers['Content-Disposition']).toMatch(/^inline; filename="[\w.-]+"; filename\*=UTF-8''/);
    expect(res.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(res.headers['Cache-Control']).toBe('private, no-store');
  });
});

describe('downloadHeaders', () => {
  const file = (contentType: string, fileName = 'x') => ({ size: 9, contentType, fileName, inline: true });

  it('opens a PDF, a JPG or a PNG in the browser when asked, with a safe name; a picture stays sandboxed', () => {
    for (const [type, name] of [['application/pdf', '证书 "扫描".pdf'], ['image/jpeg', 'a.jpg'], ['image/png', 'b.png']] as const) {
      const headers = downloadHeaders(file(type, name));
      expect(headers['Content-Disposition'], type).toMatch(/^inline; filename="[\w.-]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(headers['Content-Disposition'].split("UTF-8''")[1]), type).toBe(name.replace(/"/g, '_'));
      expect(headers['Content-Type'], type).toBe(type);
      expect(headers['Cache-Control'], type).toBe('private, no-store');
    }
    expect(contentDisposition('证书 "扫描".pdf', 'inline')).toMatch(/^inline; filename="file\.pdf"; filename\*=UTF-8''%E8%AF%81%E4%B9%A6%20_/);
    expect(downloadHeaders(file('image/png'))['Content-Security-Policy']).toBe("default-src 'none'; sandbox");
    // A sandbox keeps some browsers' PDF viewers from drawing the file at all; the tab may still not be framed.
    expect(downloadHeaders(file('application/pdf'))['Content-Security-Policy']).toBe("frame-ancestors 'none'");
  });

  it('keeps HTML, SVG and every other type an attachment under a sandbox, even when asked to open it', () => {
    for (const type of ['text/html', 'text/html; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/msword', 'application/octet-stream', 'constructor']) {
      const headers = downloadHeaders(file(type));
      expect(headers['Content-Disposition'], type).toMatch(/^attachment; /);
      expect(headers['Content-Security-Policy'], type).toBe("default-src 'none'; sandbox");
    }
  });

  it('saves a PDF that was not asked to open', () => {
    const headers = downloadHeaders({ size: 9, contentType: 'application/pdf', fileName: 'a.pdf' });
    expect(headers['Content-Disposition']).toMatch(/^attachment; /);
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name, with quotes and slashes made harmless', () => {
    const value = contentDisposition('病例 "1"/../x.pdf');
    expect(value).toMatch(/^attachment; filename="[A-Za-z0-9_.-]+"; filename\*=UTF-8''/);
    expect(value).not.toMatch(/filename="[^"]*"[^;]*"/);
    expect(decodeURIComponent(value.split("UTF-8''")[1])).toBe('病例 _1__.._x.pdf');
  });
});

describe('upload routes over HTTP', () => {
  const server = http.createServer((req, res) => void serveNode(dispatch, req, res));
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A chunked POST (no Content-Length), so only the streaming limit can stop it. */
  function postChunked(total: number): Promise<{ status: number; body: string; connection?: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/med/t/up?name=a.pdf',
          headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          sent += 100;
          if (!req.write(Buffer.alloc(100))) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it('streams an upload within the limit to the handler', async () => {
    const res = await postChunked(500);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, data: { size: 500 } });
  });

  it('answers 413 to a body over the limit and closes the connection', async () => {
    const res = await postChunked(MAX + 500);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe(Code.InputTooLarge);
    expect(res.connection).toBe('close');
  });

  it('streams a file answer', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/med/t/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('9');
    expect(await res.text()).toBe('file body');
  });
});
