// The points store as a member uses it (issue 4): the store with my balance, a gift's detail and its
// exchange form (validated in place, refused with a clear reason when points are short), the order it
// makes, its cancellation, and the ledger rows both leave in my points history; a gift that does not
// exist or is offline is the 404 page (docs/product.md §2: code 2404).
import { describe, expect, it } from 'vitest';
import type { ApiGiftList, ApiGiftStat } from '@/contract/wire/gift';
import { GIFT_SEEDS } from '@/server/seed/data/gifts';
import { expectVisible, forEachViewport, openAs, postApi, type Viewport, waitForHydration } from './harness';

// Demo accounts with enough points for the nurse watch (120) and not for the monitor (1200); the
// mobile one exchanges from a saved address, the desktop one types a new address.
const PHONES: Record<Viewport, string> = { desktop: '13800000001', mobile: '13800000002' };
const WATCH = '硅胶护士挂表';
const MONITOR = '上臂式电子血压计';
/** Gifts are seeded in the order of GIFT_SEEDS, so the offline one's id follows from its place. */
const OFFLINE_ID = GIFT_SEEDS.findIndex((g) => g.isOnline === false) + 1;

describe('gift store', () => {
  forEachViewport((viewport) => {
    it('exchanges a gift, finds it in my orders and history, and cancels it', async () => {
      const page = await openAs(viewport, PHONES[viewport], '/user/gift');
      await expectVisible(page.getByRole('heading', { level: 1, name: '积分商城' }));
      const before = (await postApi<ApiGiftStat>(page.request, 'user/gift/stat')).data.balance;
      await expectVisible(page.getByTestId('points-balance').getByText(String(before), { exact: true }));
      const store = (await postApi<ApiGiftList>(page.request, 'user/gift/gift', { pageSize: '50' })).data;
      const watch = store.list.find((g) => g.title === WATCH)!;
      const monitor = store.list.find((g) => g.title === MONITOR)!;

      // The store pages: the watch is on page 2.
      await page.getByRole('link', { name: '下一页' }).click();
      await page.waitForURL(/\/user\/gift\?page=2$/);
      await page.getByRole('link', { name: new RegExp(WATCH) }).click();
      await page.waitForURL(new RegExp(`/user/gift/${watch.id}$`));
      await expectVisible(page.getByRole('heading', { level: 1, name: WATCH }));
      // docs/product.md §2: no bottom navigation on the gift detail.
      expect(await page.getByRole('navigation', { name: '底部导航' }).count()).toBe(0);
      await waitForHydration(page);

      if (viewport === 'desktop') {
        await page.getByLabel('使用新地址').check();
        await page.getByRole('button', { name: '确认兑换' }).click();
        await expectVisible(page.getByText('请填写收货人姓名'));
        await expectVisible(page.getByText('请填写正确的11位手机号'));
        await page.getByLabel('收货人', { exact: true }).fill('李华');
        await page.getByLabel('手机号', { exact: true }).fill('139 1234 5678');
        await page.getByLabel('详细地址', { exact: true }).fill('河南省洛阳市西工区中州中路288号 心内科护士站');
      } else {
        await expectVisible(page.getByRole('radio', { checked: true }));
      }
      await expectVisible(page.getByText(`合计 ${watch.points} 积分`));
      await page.getByRole('button', { name: '确认兑换' }).click();
      await page.waitForURL(/\/user\/gift\/order\?placed=\d+$/);
      await expectVisible(page.getByRole('heading', { name: '兑换成功' }));
      const placed = page.locator('article').filter({ hasText: WATCH }).first();
      await expectVisible(placed.getByText('待发货'));
      const after = (await postApi<ApiGiftStat>(page.request, 'user/gift/stat')).data.balance;
      expect(after).toBe(before - watch.points);

      // The order in my list, and its ledger row in my history.
      await page.getByRole('link', { name: '我的兑换' }).first().click();
      await page.waitForURL(/\/user\/gift\/order$/);
      const first = page.locator('article').first();
      await expectVisible(first.getByRole('link', { name: WATCH }));
      await expectVisible(first.getByText('待发货'));
      await page.getByRole('link', { name: '积分记录' }).first().click();
      await page.waitForURL(/\/user\/gift\/history$/);
      const row = page.getByRole('listitem').filter({ hasText: `${WATCH} ×1` }).first();
      await expectVisible(row.getByText('积分兑换礼品'));
      await expectVisible(row.getByText(`−${watch.points}`));
      await expectVisible(row.getByText(`余额 ${after}`));

      // Points short for the monitor: the form says why and cannot be sent.
      await page.goto(`/user/gift/${monitor.id}`);
      await expectVisible(page.getByText(`积分不足：兑换1件需要${monitor.points}积分，您还差${monitor.points - after}积分`));
      expect(await page.getByRole('button', { name: '暂不可兑换' }).isDisabled()).toBe(true);

      // Cancel the exchange: the points come back, with a row of their own.
      await page.goto('/user/gift/order?status=pending');
      await waitForHydration(page);
      const pending = page.locator('article').filter({ hasText: WATCH }).first();
      await pending.getByRole('button', { name: '取消兑换' }).click();
      await pending.getByRole('button', { name: '确定取消' }).click();
      await expectVisible(pending.getByText('已取消'));
      expect((await postApi<ApiGiftStat>(page.request, 'user/gift/stat')).data.balance).toBe(before);
      await page.goto('/user/gift/history?type=earn');
      await expectVisible(page.getByRole('listitem').filter({ hasText: '兑换取消退回' }).filter({ hasText: WATCH }).first());
    });

    it('shows the 404 page for a gift that does not exist or is offline', async () => {
      const page = await openAs(viewport, PHONES[viewport], '/user/gift/999999');
      await expectVisible(page.getByRole('heading', { name: '页面不存在' }));
      for (const path of ['/user/gift/999999', `/user/gift/${OFFLINE_ID}`, '/user/gift/abc', '/user/gift?category=weapons', '/user/gift/order?status=lost']) {
        expect((await page.goto(path))?.status(), path).toBe(404);
      }
      await expectVisible(page.getByRole('heading', { name: '页面不存在' }));
    });
  });
});
