// Invoices (/user/invoice) as the demo learner uses them: apply for an invoice for a paid course
// (picking a saved title, the tax number checked as it is typed), see it pending, change it, delete it;
// download the PDF of the invoice the academy has issued.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiInvoiceList } from '@/contract/wire/invoice';
import { readPdf } from '@/tests/pdf-reader';
import { expectVisible, forEachViewport, login, newPage, postApi, waitForHydration } from './harness';

// Seed facts (server/seed/invoices.ts): 13800000000 has an issued invoice (中牟县人民医院), a rejected
// one (中牟县医院), the paid course 高血压基层诊疗指南精讲 (¥49) still to invoice, and two saved titles.
const DEMO = '13800000000';
const COURSE = '课程费：高血压基层诊疗指南精讲';

/** Withdraws pending applications left by an earlier, interrupted run, so the course is free to invoice. */
async function clearPending(page: Page): Promise<void> {
  const data = (await postApi<ApiInvoiceList>(page.request, 'user/invoice/list')).data;
  for (const inv of data.list.filter((i) => i.status === 'pending')) {
    await postApi(page.request, `user/invoice/delete/${inv.id}`);
  }
}

const card = (page: Page, status: string, title: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) }).filter({ hasText: status });

describe('invoices', () => {
  forEachViewport((viewport) => {
    it('applies for an invoice for a paid course, edits it while pending and deletes it', async () => {
      const page = await newPage(viewport);
      await login(page, DEMO, '/login?url=%2Fuser%2Finvoice');
      await page.waitForURL((url) => url.pathname === '/user/invoice');
      await clearPending(page);
      await page.reload();
      await expectVisible(page.getByRole('heading', { level: 1, name: '发票管理' }));
      const available = page.locator('section').filter({ has: page.getByRole('heading', { name: '可开票项目' }) });
      await expectVisible(available.getByText(COURSE));
      await expectVisible(card(page, '已开具', '中牟县人民医院'));
      await expectVisible(card(page, '已驳回', '中牟县医院').getByText(/驳回原因/));

      // Apply: the course, an organisation title picked from the saved ones, the tax number checked inline.
      await waitForHydration(page);
      await page.getByRole('button', { name: '申请开票' }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: '申请开票' }));
      await page.getByRole('checkbox', { name: new RegExp(COURSE) }).check();
      await page.getByRole('radio', { name: '单位' }).check();
      await page.getByRole('group', { name: '常用抬头' }).getByRole('button', { name: /中牟县人民医院/ }).click();
      await expect(page.getByLabel('发票抬头').inputValue()).resolves.toBe('中牟县人民医院');
      const tax = page.getByLabel('纳税人识别号');
      await expect(tax.inputValue()).resolves.toBe('12410122416081357E');
      await tax.fill('12410122416081357F');
      await tax.blur();
      await expectVisible(page.getByText('纳税人识别号校验不通过，请核对后重新填写'));
      await tax.fill('12410122416081357e');
      await expectVisible(page.getByText('✓ 统一社会信用代码校验通过'));
      await page.getByLabel('接收邮箱').fill('caiwu@zmxrmyy.example.cn');
      await page.getByRole('button', { name: '提交申请' }).click();

      const pending = card(page, '申请中', '中牟县人民医院');
      await expectVisible(pending);
      await expectVisible(pending.getByText('¥49.00').first());
      await expectVisible(available.getByText('暂无可开票的项目', { exact: false }));

      // Edit while pending: a personal title now.
      await pending.getByRole('button', { name: '修改' }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: '修改发票申请' }));
      await page.getByRole('radio', { name: '个人' }).check();
      await expect(page.getByLabel('纳税人识别号').count()).resolves.toBe(0);
      await page.getByLabel('发票抬头').fill('张晓明');
      await page.getByRole('button', { name: '保存修改' }).click();
      const edited = card(page, '申请中', '张晓明');
      await expectVisible(edited);
      await expect(pending.count()).resolves.toBe(0);

      // Delete after confirming: the course can be invoiced again.
      await edited.getByRole('button', { name: '删除' }).click();
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByText('删除发票申请'));
      await dialog.getByRole('button', { name: '删除' }).click();
      await edited.waitFor({ state: 'detached' });
      await expectVisible(available.getByText(COURSE));
    });

    it('downloads the PDF of the issued invoice', async () => {
      const page = await newPage(viewport);
      await login(page, DEMO, '/login?url=%2Fuser%2Finvoice');
      await page.waitForURL((url) => url.pathname === '/user/invoice');
      const issued = card(page, '已开具', '中牟县人民医院');
      await expectVisible(issued.getByText(/^\d{20}$/));
      const link = issued.getByRole('link', { name: '下载发票 PDF' });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/med\/user\/invoice\/pdf\/\d+$/);

      const res = await page.request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      const shown = await readPdf(await res.body());
      expect(shown.header).toBe('%PDF-1.4');
      expect(shown.text).toContain('名称：中牟县人民医院');
      expect(shown.raw).toMatch(/\/FontFile2 \d+ 0 R/);

      await waitForHydration(page);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^发票-\d{20}\.pdf$/);
    });
  });
});
