// docs/product.md §2 error screens with real HTTP statuses (docs/architecture.md §5): a missing page answers 404, not 200. They are
// pages like any other (issue 7 item 8): their scripts carry the CSP nonce and run, they name the real
// site, and they show the visitor's own header.
import { describe, expect, it } from 'vitest';
import { baseURL, expect404, expectVisible, forEachViewport, login, newPage, waitForHydration } from './harness';

const SITE_NAME = '河南省基层卫生健康学会培训学院';

describe('error screens', () => {
  it('answers an unknown route with status 404 and the 404 text in the HTML', async () => {
    const res = await fetch(`${baseURL}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('页面不存在');
  });

  it('puts the nonce of its Content-Security-Policy on every script of the 404 page', async () => {
    const res = await fetch(`${baseURL}/no/such/page`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  forEachViewport((viewport) => {
    it('shows the 404 page for an unknown route', async () => {
      const page = await newPage(viewport);
      await expect404(page, '/no/such/page');
    });

    it('runs the 404 page\'s scripts: no CSP violation, and it hydrates', async () => {
      const page = await newPage(viewport);
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await page.goto('/no/such/page');
      await waitForHydration(page);
      expect(violations).toEqual([]);
    });

    it('names the real site on the 404 page', async () => {
      const page = await newPage(viewport);
      await page.goto('/no/such/page');
      await expect(page.title()).resolves.not.toContain('省基层医学会');
      if (viewport === 'desktop') await expectVisible(page.getByRole('link', { name: `${SITE_NAME}首页` }));
      expect(await page.content()).not.toContain('省基层医学会培训学院');
    });
  });

  it('takes the visitor back with the mobile back arrow on the 404 page', async () => {
    const page = await newPage('mobile');
    await page.goto('/training');
    await waitForHydration(page);
    await page.goto('/no/such/page');
    await waitForHydration(page);
    await page.getByRole('link', { name: '返回' }).or(page.getByRole('button', { name: '返回' })).first().click();
    // Where "back" leads is the NavBar's own rule (tests of navigation); here: it leaves the 404 page.
    await page.waitForURL((url) => url.pathname !== '/no/such/page');
  });

  it('offers a guest on the 404 page a login link that comes back to that page', async () => {
    const page = await newPage('desktop');
    await page.goto('/no/such/page?x=1');
    const href = await page.getByRole('link', { name: '登录', exact: true }).getAttribute('href');
    expect(href).toBe('/login?url=%2Fno%2Fsuch%2Fpage%3Fx%3D1');
  });

  it('shows a logged-in visitor their own header on the 404 page: their name and the case competition', async () => {
    const page = await newPage('desktop');
    await login(page, '13800000000', '/login?url=/user/info');
    await page.goto('/no/such/page');
    await expectVisible(page.getByRole('link', { name: /张晓明/ }));
    await expectVisible(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '病例大赛' }));
    expect(await page.getByRole('link', { name: '登录', exact: true }).count()).toBe(0);
  });

  forEachViewport((viewport) => {
    it('explains the order centre on its 404 and leads to the study centre and the gift orders', async () => {
      const page = await newPage(viewport);
      await login(page, viewport === 'desktop' ? '13800000001' : '13800000003', '/login?url=/user/info');
      const res = await page.goto('/user/order');
      expect(res?.status()).toBe(404);
      await expectVisible(page.getByRole('heading', { name: '订单中心暂未开放' }));
      await expectVisible(page.getByRole('link', { name: /兑换记录/ }));
      await waitForHydration(page);
      await page.getByRole('link', { name: /学习中心/ }).filter({ visible: true }).first().click();
      await page.waitForURL(`${baseURL}/user/study`);
      await expectVisible(page.getByRole('heading', { name: '学习中心' }));
    });
  });
});
