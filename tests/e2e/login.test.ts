// Login by phone and SMS code as a person does it (docs/product.md §4, 6; docs/security.md: redirect targets).
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
      // docs/product.md §4: leaving a page that needs login goes home.
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

  forEachViewport((viewport) => {
    it('sends a logged-in visitor of /login straight back to a Chinese search address (issue 7 item 4)', async () => {
      const page = await newPage(viewport);
      await login(page, viewport === 'desktop' ? '13800000001' : '13800000002', '/login?url=/user/info');
      const res = await page.goto(`/login?url=${encodeURIComponent('/search?keyword=高血压')}`);
      expect(res?.status()).toBe(200);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search');
      expect(url.searchParams.get('keyword')).toBe('高血压');
    });

    it('asks for consent with links to the user agreement and the privacy policy, both real pages', async () => {
      const page = await newPage(viewport);
      await page.goto('/login');
      await expectVisible(page.getByText(/登录即表示您已阅读并同意/));
      await waitForHydration(page);
      await page.getByRole('link', { name: '《用户协议》' }).click();
      await page.waitForURL(`${baseURL}/agreement`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '用户协议' }));
      await expectVisible(page.getByText(/短信验证码登录/).first());

      await page.goto('/login');
      await waitForHydration(page);
      await page.getByRole('link', { name: '《隐私政策》' }).click();
      await page.waitForURL(`${baseURL}/privacy`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '隐私政策' }));
      await expectVisible(page.getByText(/手机号码/).first());
    });

    it('keeps digits only in the phone field and says where the code was sent', async () => {
      const page = await newPage(viewport);
      await page.goto('/login');
      await waitForHydration(page);
      const phone = page.getByLabel('手机号', { exact: true });
      await phone.pressSequentially('abc138-0000 0004x');
      await expect(phone.inputValue()).resolves.toBe('13800000004');
      await phone.fill('+86 138 0000 0005');
      await expect(phone.inputValue()).resolves.toBe('13800000005');
      await page.getByRole('button', { name: '获取验证码', exact: true }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: '验证码已发送至 138****0005' }));
    });
  });

  describe('invite code (docs/product.md §4, 7)', () => {
    it('goes with the forced redirect to /login when the invite cookie is present', async () => {
      const res = await fetch(`${baseURL}/user/info`, { headers: { cookie: 'invite=DOC_E2E' }, redirect: 'manual' });
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get('location') ?? '', baseURL).search).toBe('?url=%2Fuser%2Finfo&invite=DOC_E2E');
    });

    it('is on the server-rendered login links of the header and of the passport login', async () => {
      const html = await (await fetch(`${baseURL}/demand/1`, { headers: { cookie: 'invite=DOC_E2E' } })).text();
      expect(html).toContain('href="/login?url=%2Fdemand%2F1&amp;invite=DOC_E2E"');
      expect(html).toContain('href="/api/med/passport/login?mobile=1&amp;url=%2Fdemand%2F1&amp;invite=DOC_E2E"');
    });

    it('is taken from the address on the first visit and carried to the login page and the login request', async () => {
      const page = await newPage('desktop');
      await page.goto('/training?invite=DOC_E2E');
      await waitForHydration(page);
      const loginLink = page.getByRole('link', { name: '登录', exact: true });
      await expect(loginLink.getAttribute('href')).resolves.toContain('invite=DOC_E2E');
      await page.goto('/user/info');
      expect(new URL(page.url()).searchParams.get('invite')).toBe('DOC_E2E');
    });
  });
});

