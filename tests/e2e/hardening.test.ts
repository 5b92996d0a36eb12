// Issue 7, reliability and security, as a browser and a second server see them: the certificate page
// never answers 500 to what a person types, JSONP SSO gives a ticket only to our own page, a foreign-
// scheme Origin changes nothing, and a second server on the same data directory refuses to start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, expectVisible, forEachViewport, login, newPage, readCertNumber } from './harness';
import { startSite } from './site-process.mjs';

const LEARNER = '13800000000';

/** A valid certificate number of the demo learner, read from their certificate page. */
async function someCertNumber(page: Page): Promise<string> {
  await login(page, LEARNER, '/login?url=%2Fuser%2Fcert');
  await page.waitForURL('**/user/cert');
  return readCertNumber(page.locator('article dd').first());
}

forEachViewport((viewport) => {
  describe('/cert/verify with what people type', () => {
    it('finds a certificate typed with spaces or a full-width hyphen, and never answers 500', async () => {
      const page = await newPage(viewport);
      const number = await someCertNumber(page);
      const verifier = await newPage(viewport);
      for (const typed of [number.replace(/-/g, ' '), number.replace(/-/g, '－'), number.replace(/-/g, '—')]) {
        await verifier.goto('/cert/verify');
        await verifier.getByLabel('证书编号').fill(typed);
        await verifier.getByRole('button', { name: '核验' }).click();
        await verifier.waitForURL(/\/cert\/verify\?no=/);
        await expectVisible(verifier.getByText(number, { exact: true }));
      }
    });

    it.each(['高血压', '%', '/', "'", '<b>x', '..', '50%zz', 'K7M2-9QXH'])(
      'answers %j with 200 and "编号格式不正确"',
      async (typed) => {
        const page = await newPage(viewport);
        const res = await page.goto(`/cert/verify?no=${encodeURIComponent(typed)}`);
        expect(res?.status()).toBe(200);
        await expectVisible(page.getByRole('alert').getByRole('heading', { name: '编号格式不正确' }));
        await expect.poll(() => page.getByLabel('证书编号').inputValue()).toBe(typed);
      },
    );
  });
});

describe('JSONP SSO', () => {
  it('gives our own page a ticket, and the same cookie sent by a server none', async () => {
    const page = await newPage('desktop');
    await login(page, LEARNER);
    // Our page loads it as a script: Chromium marks the request same-origin.
    const inPage = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const w = window as unknown as Record<string, unknown>;
          w.__ssoCheck = resolve;
          const script = document.createElement('script');
          script.src = '/api/med/passport/sso?callback=__ssoCheck';
          script.onerror = () => reject(new Error('script failed'));
          document.head.appendChild(script);
        }),
    );
    expect(inPage).toMatchObject({ code: 0, data: { login: true, ticket: expect.stringMatching(/^[\w-]{43}$/) } });
    // The same session cookie from outside a browser (no Sec-Fetch-Site): no ticket.
    const res = await page.request.get('/api/med/passport/sso?callback=cb');
    const body = await res.text();
    expect(body.startsWith('/**/cb(')).toBe(true);
    expect(body).toContain('"login":false');
    expect(body).not.toContain('ticket');
  });
});

describe('the origin check', () => {
  it('refuses a POST whose Origin is this site over https', async () => {
    const page = await newPage('desktop');
    const other = baseURL.replace(/^http:/, 'https:');
    const res = await page.request.post('/api/med/passport/code', { form: { phone: '13900008801' }, headers: { Origin: other } });
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe(4006);
    const ok = await page.request.post('/api/med/passport/code', { form: { phone: '13900008801' }, headers: { Origin: baseURL } });
    expect((await ok.json()).code).toBe(0);
  });
});

describe('two servers on one data directory', () => {
  it('the second refuses to start, naming the directory, and the first keeps serving', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'med-e2e-two-'));
    const first = await startSite({ env: { DATA_DIR: dataDir } });
    try {
      const second = await startSite({ env: { DATA_DIR: dataDir }, readyTimeoutMs: 120_000 }).then(
        async (site) => {
          await site.stop();
          return 'started';
        },
        (err: Error) => err.message,
      );
      expect(second).toContain(`The data directory ${path.resolve(dataDir)} is in use by another process`);
      expect(second).toContain('DATABASE_URL');
      const res = await fetch(`${first.url}/api/med/home/common`, { method: 'POST' });
      expect((await res.json()).code).toBe(0);
    } finally {
      await first.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
