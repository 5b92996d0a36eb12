// /login's loader: a logged-in visitor is sent straight back to url=, and the Location header it
// makes must be one Node accepts (issue 7 item 4: a Chinese search term answered 500).
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiCaller } from '@/tests/api/call-api';
import { pageContext, freshLoaderDb } from '@/tests/api/loader-context';
import { getServerSideProps } from './login';

const t = freshLoaderDb();
let cookie = '';

beforeAll(async () => {
  cookie = (await createApiCaller(t.db).login('13800000001', { ip: '10.7.1.1' })).cookie;
});

async function redirectOf(url: string, withSession = true): Promise<string> {
  const { ctx } = pageContext({ url, cookie: withSession ? cookie : undefined });
  const result = await getServerSideProps(ctx);
  if (!('redirect' in result)) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  return result.redirect.destination;
}

describe('/login for a logged-in visitor', () => {
  it('goes back to a non-ASCII address percent-encoded, as a valid Location header', async () => {
    const target = '/search?keyword=高血压';
    const destination = await redirectOf(`/login?url=${encodeURIComponent(target)}`);
    expect(destination).toBe('/search?keyword=%E9%AB%98%E8%A1%80%E5%8E%8B');
    // What Next does with it: Node refuses a header with characters beyond Latin-1.
    expect(() => http.validateHeaderValue('Location', destination)).not.toThrow();
    expect(decodeURIComponent(destination)).toBe(target);
  });

  it('still refuses a foreign target', async () => {
    expect(await redirectOf(`/login?url=${encodeURIComponent('/\\evil.example/高')}`)).toBe('/');
  });
});

describe('/login for a guest', () => {
  it('shows the form with the encoded way back', async () => {
    const { ctx } = pageContext({ url: `/login?url=${encodeURIComponent('/search?keyword=高血压')}` });
    const result = await getServerSideProps(ctx);
    expect('props' in result && (await result.props).returnUrl).toBe('/search?keyword=%E9%AB%98%E8%A1%80%E5%8E%8B');
  });
});
