// The operator's cache cleanup page (/cache/cleanup) in the browser. The e2e server always has an
// operator token (global-setup.ts sets one), so here a wrong token is refused and the right one clears
// the caches; the screen without a token is checked on the loader and page themselves
// (loaders/cache-cleanup-page.test.ts), where the token can be switched off.
import { describe, expect, it } from 'vitest';
import { baseURL, expectVisible, forEachViewport, newPage } from './harness';

const TOKEN = process.env.OPERATOR_TOKEN;

describe('cache cleanup', () => {
  it('keeps the page out of search engines and caches', async () => {
    const res = await fetch(`${baseURL}/cache/cleanup`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('refuses a form posted from another site', async () => {
    const res = await fetch(`${baseURL}/cache/cleanup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: `token=${encodeURIComponent(TOKEN ?? 'x')}`,
    });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('缓存已清理');
  });

  it('runs with the operator token of the e2e server', () => {
    // Without it the browser test below would have nothing to clear with.
    expect(TOKEN).toBeTruthy();
  });

  forEachViewport((viewport) => {
    it('refuses a wrong token and clears the caches with the right one', async () => {
      const page = await newPage(viewport);
      await page.goto('/');
      await page.goto('/cache/cleanup');
      await page.getByLabel('运维令牌').fill('not-the-operator-token');
      await page.getByRole('button', { name: '清理缓存' }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: '运维令牌不正确' }));

      await page.getByLabel('运维令牌').fill(TOKEN ?? '');
      await page.getByRole('button', { name: '清理缓存' }).click();
      await expectVisible(page.getByText(/缓存已清理/));
      await expectVisible(page.getByText(/首页公共数据：清除 \d+ 条/));
      await expectVisible(page.getByText(/首页内容：清除 \d+ 条/));
    });
  });
});
