// Messages as a user meets them: the unread badge in the navigation (desktop header, phone tab bar),
// opening a message marks it read, deleting one or several after a confirmation, reading all; the
// badge follows each step and the page after a reload agrees. Guests get a prompt to log in.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiMessageList } from '@/contract/wire/message';
import { baseURL, expectVisible, forEachViewport, getUserInfo, newPage, openAs, postApi, type Viewport, waitForHydration } from './harness';

// Demo accounts with a dozen seeded messages, two of them unread (server/seed/accounts.ts); one per
// viewport so the two runs do not change each other's messages.
const PHONES: Record<Viewport, string> = { desktop: '13800000001', mobile: '13800000002' };

/** The unread count the navigation shows: the header's badge on desktop, the tab bar's on phones; 0 when none. */
async function navBadge(page: Page, viewport: Viewport): Promise<number> {
  const badge =
    viewport === 'desktop'
      ? page.locator('header').getByLabel(/^\d+条未读消息$/)
      : page.locator('nav[aria-label="底部导航"]').getByLabel(/^\d+条未读消息$/);
  const visible = badge.filter({ visible: true });
  if ((await visible.count()) === 0) return 0;
  return Number((await visible.first().textContent())?.replace('+', ''));
}

async function expectBadge(page: Page, viewport: Viewport, n: number): Promise<void> {
  await expect.poll(() => navBadge(page, viewport), { timeout: 10_000 }).toBe(n);
}

const items = (page: Page) => page.locator('main li').filter({ has: page.locator('details') });

async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText('删除后无法恢复', { exact: false }));
  await dialog.getByRole('button', { name: '删除', exact: true }).click();
}

describe('messages', () => {
  forEachViewport((viewport) => {
    it('reads and deletes messages, and the navigation badge follows', async () => {
      const page = await openAs(viewport, PHONES[viewport], '/user/message');
      await expectVisible(page.getByRole('heading', { level: 1, name: '我的消息' }));

      const first = (await postApi<ApiMessageList>(page.request, 'user/message/list')).data;
      let unread = first.noRead;
      expect(unread).toBeGreaterThanOrEqual(2);
      await expectBadge(page, viewport, unread);
      await expectVisible(page.getByText(`共 ${first.total} 条`, { exact: false }));
      await expect(items(page).count()).resolves.toBe(Math.min(10, first.total));

      // Open the newest unread message: its text shows, it is no longer marked, the badge drops.
      const target = first.list.find((m) => !m.read)!;
      const item = items(page).filter({ hasText: target.title }).first();
      await expectVisible(item.getByText('未读', { exact: true }));
      await item.locator('summary').click();
      await expectVisible(item.getByText(target.body));
      unread -= 1;
      await expectBadge(page, viewport, unread);
      await expect(item.getByText('未读', { exact: true }).count()).resolves.toBe(0);

      // Delete it, after the confirmation; cancelling first keeps it.
      await item.getByRole('button', { name: '删除', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
      await expectVisible(items(page).filter({ hasText: target.title }));
      await item.getByRole('button', { name: '删除', exact: true }).click();
      await confirmDialog(page);
      await expectVisible(page.getByText(`共 ${first.total - 1} 条`, { exact: false }));
      await expect(items(page).filter({ hasText: target.title }).count()).resolves.toBe(0);

      // Select two and delete them together.
      const checks = page.getByRole('checkbox', { name: /^选择：/ });
      const names = [await checks.nth(0).getAttribute('aria-label'), await checks.nth(1).getAttribute('aria-label')];
      await checks.nth(0).check();
      await checks.nth(1).check();
      await page.getByRole('button', { name: '删除所选（2）' }).click();
      await confirmDialog(page);
      await expectVisible(page.getByText(`共 ${first.total - 3} 条`, { exact: false }));
      for (const name of names) await expect(page.getByRole('checkbox', { name: name! }).count()).resolves.toBe(0);
      unread = (await getUserInfo(page.request)).message;
      await expectBadge(page, viewport, unread);

      // Read everything: no badge anywhere, and the page says so after a reload.
      if (unread > 0) {
        await page.getByRole('button', { name: '全部已读' }).click();
        await expectBadge(page, viewport, 0);
      }
      await page.reload();
      await waitForHydration(page);
      await expectVisible(page.getByText(`共 ${first.total - 3} 条，0 条未读`));
      await expectBadge(page, viewport, 0);
      await expect(page.getByText('未读', { exact: true }).count()).resolves.toBe(0);
      expect((await getUserInfo(page.request)).message).toBe(0);
    });

    it('asks a guest to log in', async () => {
      const page = await newPage(viewport);
      const res = await page.goto('/user/message');
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByText('登录后查看您的消息'));
      const link = page.getByRole('link', { name: '登录 / 注册' });
      expect(await link.getAttribute('href')).toContain('/login?url=%2Fuser%2Fmessage');
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
    });

    it('sends a page beyond the last, or one that is no page, to the messages there are', async () => {
      const page = await openAs(viewport, PHONES[viewport] === '13800000001' ? '13700004011' : '13700004012', '/user/message');
      await expectVisible(page.getByText('暂无消息'));
      for (const query of ['?page=9', '?page=abc', '?page=0']) {
        expect((await page.goto(`${baseURL}/user/message${query}`))?.status(), query).toBe(200);
        expect(page.url(), query).toBe(`${baseURL}/user/message`);
        await expectVisible(page.getByText('暂无消息'));
      }
    });
  });
});
