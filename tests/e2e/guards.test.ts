// docs/product.md §2 guards as a visitor meets them in the browser: login-only routes send a guest to /login with
// the way back, the order, pay and sandbox-login routes always 404, and the news route validator 404s.
import { describe, expect, it } from 'vitest';
import { baseURL, expect404, expectVisible, forEachViewport, newPage, openPage } from './harness';

describe('route guards', () => {
  forEachViewport((viewport) => {
    it('sends a guest who opens /user/info to the login page with the way back', async () => {
      const page = await newPage(viewport);
      await page.goto('/user/info');
      expect(page.url()).toBe(`${baseURL}/login?url=%2Fuser%2Finfo`);
      await expectVisible(page.getByRole('button', { name: '获取验证码', exact: true }));
    });

    // The order centre's 404 explains itself (issue 7 item 9, tests/e2e/errors.test.ts).
    for (const [path, heading] of [['/user/order', '订单中心暂未开放'], ['/user/pay/1', '页面不存在'], ['/sandbox/login', '页面不存在']]) {
      it(`answers ${path} with the 404 page`, async () => {
        const page = await openPage(viewport, path, 404);
        await expectVisible(page.getByRole('heading', { name: heading }));
      });
    }

    it('answers a news path that is no category with the 404 page', async () => {
      const page = await newPage(viewport);
      await expect404(page, '/no-such-category');
    });

    it('opens the news category page', async () => {
      const page = await openPage(viewport, '/news');
      await expect(page.title()).resolves.not.toBe('');
    });
  });
});
