import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isSameOriginPost, readFormBody } from './cache-cleanup';

function request(body: string, headers: Record<string, string>): IncomingMessage {
  const req = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  req.headers = headers;
  return req;
}

describe('readFormBody', () => {
  it('reads a form body', async () => {
    const form = await readFormBody(request('token=abc%2Bdef&x=1', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(form?.get('token')).toBe('abc+def');
  });

  it('refuses a body that is too big or not a form', async () => {
    expect(await readFormBody(request(`token=${'a'.repeat(5000)}`, { 'content-type': 'application/x-www-form-urlencoded' }))).toBeNull();
    expect(await readFormBody(request('{"token":"a"}', { 'content-type': 'application/json' }))).toBeNull();
  });
});

describe('isSameOriginPost', () => {
  it('accepts our own origin and a request without one', () => {
    expect(isSameOriginPost({ host: 'academy.example', origin: 'http://academy.example' })).toBe(true);
    expect(isSameOriginPost({ host: 'academy.example' })).toBe(true);
    expect(isSameOriginPost({ host: 'academy.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('refuses another site', () => {
    expect(isSameOriginPost({ host: 'academy.example', origin: 'https://evil.example' })).toBe(false);
    // The same host over the other scheme is another origin (this server speaks http; SITE_URL says otherwise).
    expect(isSameOriginPost({ host: 'academy.example', origin: 'https://academy.example' })).toBe(false);
    expect(isSameOriginPost({ host: 'localhost:3000', origin: 'https://localhost:3000' })).toBe(false);
    expect(isSameOriginPost({ host: 'academy.example', origin: 'null' })).toBe(false);
    expect(isSameOriginPost({ host: 'academy.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(isSameOriginPost({ host: 'academy.example', origin: 'not a url' })).toBe(false);
  });
});
