import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { createDispatcher } from './dispatch';
import { MAX_BODY_BYTES } from './form';
import { serveNode } from './node';
import { defineRoute } from './route';

describe('the Node adapter', () => {
  const dispatch = createDispatcher(
    { echo: defineRoute({ input: z.object({ a: z.string().optional() }), handler: async (i) => i }) },
    { getDb: async () => ({}) as never },
  );
  const server = http.createServer((req, res) => void serveNode(dispatch, req, res));
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/med`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (body: string) =>
    fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

  it('serves an envelope over HTTP', async () => {
    const res = await post('a=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ code: 0, data: { a: '1' } });
  });

  it('refuses a body over the size limit with InputTooLarge and 413', async () => {
    const res = await post(`a=${'x'.repeat(MAX_BODY_BYTES + 10)}`);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe(Code.InputTooLarge);
  });

  it('answers an unknown path with HTTP 404', async () => {
    const res = await fetch(`${base}/nothing`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe(Code.NotFound);
  });
});
