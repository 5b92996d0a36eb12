// Plain-HTTP helpers for the e2e tests of what the built server itself answers (the page caches in front of Next):
// an API call as a client would make it, a login that returns the Cookie header, and a page fetched with what a test
// reads of it.
import { expect } from 'vitest';
import { baseURL, logMark, waitForSmsCode } from './harness';

export async function post(path: string, body: string, cookie?: string) {
  const res = await fetch(`${baseURL}/api/med/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL, ...(cookie ? { cookie } : {}) },
    body,
  });
  return { res, envelope: (await res.json()) as { code: number; data: unknown; codeMsg: string } };
}

/** Logs in through the API as a client would; the Cookie header to send as that person. */
export async function loginCookie(phone: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const mark = logMark();
    const sent = await post('passport/code', `phone=${phone}`);
    if (sent.envelope.code !== 0) {
      // Another test asked for a code for this phone a moment ago: wait out the resend window.
      if (attempt > 20) throw new Error(`passport/code: ${JSON.stringify(sent.envelope)}`);
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    const code = await waitForSmsCode(phone, mark);
    const { res, envelope } = await post('passport/phone', `phone=${phone}&code=${code}`);
    expect(envelope.code).toBe(0);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }
}

/** A page as the server answers it: the HTML, which cache answered, and the nonces of the CSP header and the page. */
export async function getPage(path: string, cookie?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseURL}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  const html = await res.text();
  const csp = res.headers.get('content-security-policy') ?? '';
  return { res, html, cache: res.headers.get('x-med-html-cache'), cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1], pageNonces: [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]) };
}

/** The userInfo a page carries in its data (`__NEXT_DATA__`), as the browser will read it. */
export function pageUserInfo(html: string): { login: boolean; message: number; user?: { id: number; name: string; phoneMasked: string } } {
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!data) throw new Error('no __NEXT_DATA__ in the page');
  return JSON.parse(data).props.pageProps.common.userInfo;
}
