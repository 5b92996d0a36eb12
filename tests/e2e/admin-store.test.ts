// The finance and store loops across browser contexts (docs/product.md "Invoices and gift orders in the console"):
// the learner's pending invoice request (the seed's, as a learner would have applied) is issued by finance at
// 1280 px and the learner finds it issued, with its PDF and the message, at 375 px; the learner exchanges a gift,
// the store ships it with a tracking number at 1280 px, and the learner sees the number and the message at 375 px.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiGiftExchange, ApiGiftList } from '@/contract/wire/gift';
import { expectVisible, login, newPage, openAs, postApi, STAFF } from './harness';

/** Seeded: the centre's account has a pending special-invoice request; staff are 吴会计 (finance) and 郑店长 (store). */
const LEARNER = '13800000003';
/** The lecturer's account holds enough points for a gift (the store's own e2e reads its balance as it finds it). */
const EXCHANGER = '13800000001';

describe('console: invoices and gift orders', () => {
  it('finance issues the learner\'s invoice; the learner downloads it and is told', async () => {
    const finance = await openAs('desktop', STAFF.finance, `/admin/invoice?status=pending&q=${LEARNER}`);
    await finance.getByRole('row').filter({ hasText: '河南省基层医学培训中心' }).getByRole('button', { name: /^开\s?具$/ }).click();
    await finance.getByRole('dialog').getByRole('button', { name: /确认开具/ }).click();
    await expectVisible(finance.getByText('已开具').first());

    const learner = await newPage('mobile');
    await login(learner, LEARNER);
    await learner.goto('/user/invoice');
    await expectVisible(learner.getByRole('link', { name: '下载发票 PDF' }));
    await learner.goto('/user/message');
    await expectVisible(learner.getByText('发票已开具').first());
  });

  it('the store ships a learner\'s exchange with a tracking number; the learner sees it and is told', async () => {
    const learner = await newPage('mobile');
    await login(learner, EXCHANGER);
    const store = (await postApi<ApiGiftList>(learner.request, 'user/gift/gift', { pageSize: '50' })).data.list;
    const gift = store.filter((g) => g.kind === 'physical' && g.stock >= 5).sort((a, b) => a.points - b.points)[0];
    const made = await postApi<ApiGiftExchange>(learner.request, `user/gift/store/${gift.id}`, {
      key: randomBytes(18).toString('base64url'), name: '孙培训', phone: '13912345678', address: '河南省郑州市金水区经三路7号',
    });
    expect(made.codeMsg).toBe('成功');

    const staff = await openAs('desktop', STAFF.store, `/admin/gift/order?status=pending&q=${made.data.order.orderNo}`);
    await staff.getByRole('row').filter({ hasText: gift.title }).getByRole('button', { name: /^发\s?货$/ }).click();
    const dialog = staff.getByRole('dialog');
    // The dialog clears its fields once its opening animation ends (PromptModal's afterOpenChange): type after that.
    const trackingNo = dialog.getByLabel('快递单号');
    await expect.poll(async () => {
      await trackingNo.fill('SF7730001234567');
      await staff.waitForTimeout(300);
      return trackingNo.inputValue();
    }).toBe('SF7730001234567');
    await dialog.getByRole('button', { name: /确认发货/ }).click();
    await expectVisible(staff.getByText('已发货').first());

    await learner.goto('/user/gift/order?status=shipped');
    await expectVisible(learner.getByText(/SF7730001234567/));
    await learner.goto('/user/message');
    await expectVisible(learner.getByText(`您兑换的“${gift.title}”已发货`).first());
  });
});
