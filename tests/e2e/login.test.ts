// Login by phone and SMS code as a person does it (SPEC 4, 6; SECURITY: redirect targets).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, expectVisible, forEachViewport, getUserInfo, login, newPage, waitForHydration } from './harness';

const DEMO_PHONE = '13800000000';
const DEMO_NAME = '张晓明';

/** Opens the user menu where it is folded away (a header dropdown, a drawer on mobile). */
async function openUserMenu(page: Page): Promise<void> {
  const trigger = page.getByRole('button', { name: '用户菜单' });
  if (await trigger.count()) await trigger.first().click();
}

describe('login', () => {
  forEachViewport((viewport) => {
    it('logs the demo user in, shows the profile and the user menu, and logs out', async () => {
      const page = await newPage(viewport);
      await login(page, DEMO_PHONE, '/login?url=/user/info');
      expect(new URL(page.url()).pathname).toBe('/user/info');
      await waitForHydration(page);
      await expectVisible(page.getByText(DEMO_NAME));

      await openUserMenu(page);
      for (const name of ['个人中心', '订单中心', '学习中心']) {
        await expectVisible(page.getByRole('link', { name, exact: true }));
      }

      const logout = page.getByRole('button', { name: '退出登录' }).or(page.getByRole('link', { name: '退出登录' }));
      await logout.first().click();
      // SPEC 4: leaving a page that needs login goes home.
      await page.waitForURL(`${baseURL}/`);
      // The desktop header offers 登录 to a guest; the mobile layout has only its tab bar's 我的.
      if (viewport === 'desktop') await expectVisible(page.getByRole('link', { name: '登录', exact: true }));
      expect((await getUserInfo(page.request)).login).toBe(false);
      await expect(page.getByText(DEMO_NAME).count()).resolves.toBe(0);
    });

    it('gives a new phone an account on its first login', async () => {
      // A phone per viewport, so that each run really is that phone's first login.
      const phone = viewport === 'desktop' ? '13912345678' : '13912345679';
      const page = await newPage(viewport);
      await login(page, phone, '/login?url=/user/info');
      expect(new URL(page.url()).pathname).toBe('/user/info');
      const info = await getUserInfo(page.request);
      expect(info.login).toBe(true);
      expect(info.user?.phoneMasked).toMatch(new RegExp(`${phone.slice(-4)}$`));
    });

    for (const target of ['//evil.com', 'https://evil.com/', '/\\evil.com', 'javascript:alert(1)']) {
      it(`ignores the foreign redirect target ${target} and lands on our home page`, async () => {
        const page = await newPage(viewport);
        await login(page, '13800000003', `/login?url=${encodeURIComponent(target)}`);
        expect(page.url()).toBe(`${baseURL}/`);
      });
    }
  });
});
