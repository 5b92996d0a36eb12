// The search page (/search) as a doctor uses it: type a query, see highlighted results and tabs, page
// through them; synonyms and an empty result; the query in the address; nothing typed becomes HTML.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, expectVisible, forEachViewport, newPage, openPage, waitForHydration } from './harness';

/** The titles of the hits on the page, in order. */
function hitTitles(page: Page): Promise<string[]> {
  return page.locator('main ol li h2').allInnerTexts();
}

async function searchFor(page: Page, q: string): Promise<void> {
  const box = page.getByLabel('搜索关键词');
  await box.fill(q);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q);
  await expectVisible(page.getByRole('heading', { level: 1, name: `“${q}”的搜索结果` }));
}

describe('search', () => {
  forEachViewport((viewport) => {
    it('finds results for 高血压管理 with both words marked, and tabs with counts', async () => {
      const page = await openPage(viewport, '/search');
      await expectVisible(page.getByRole('heading', { level: 1, name: '站内搜索' }));
      await expectVisible(page.getByRole('heading', { name: '热门搜索' }));
      await waitForHydration(page);

      await searchFor(page, '高血压管理');
      const tabs = page.getByRole('navigation', { name: '结果分类' });
      await expectVisible(tabs.getByRole('link', { name: /^全部\s*\d+\+?$/ }));
      await expectVisible(tabs.getByRole('link', { name: /^培训班\s*\d+\+?$/ }));
      await expectVisible(page.getByText(/找到 \d+\+? 条相关结果/));
      // Both words are marked in the results, wherever they stand apart.
      const marks = await page.locator('main ol mark').allInnerTexts();
      expect(marks).toContain('高血压');
      expect(marks).toContain('管理');
      expect((await hitTitles(page)).length).toBeGreaterThan(0);
    });

    it('narrows to one tab and pages through it with links', async () => {
      const page = await newPage(viewport);
      await page.goto('/search?q=%E7%B3%96%E5%B0%BF%E7%97%85');
      await waitForHydration(page);
      const tabs = page.getByRole('navigation', { name: '结果分类' });
      await tabs.getByRole('link', { name: /^文章资讯/ }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'article');
      await expectVisible(page.getByText(/文章资讯中找到 \d+\+? 条相关结果/));
      const badges = await page.locator('main ol li p span:first-child').allInnerTexts();
      expect(new Set(badges)).toEqual(new Set(['文章资讯']));

      const first = await hitTitles(page);
      await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expectVisible(page.getByRole('navigation', { name: '分页' }).getByText('2', { exact: true }));
      const second = await hitTitles(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((t) => first.includes(t))).toEqual([]);
      expect(new URL(page.url()).searchParams.get('type')).toBe('article');
    });

    it('searches the synonyms of an abbreviation too', async () => {
      const page = await newPage(viewport);
      await page.goto('/search');
      await waitForHydration(page);
      await searchFor(page, 'COPD');
      await expectVisible(page.getByText(/已同时搜索：.*慢阻肺/));
      expect(await page.locator('main ol mark').count()).toBeGreaterThan(0);
    });

    it('says when nothing was found and suggests popular searches', async () => {
      const page = await newPage(viewport);
      await page.goto('/search');
      await waitForHydration(page);
      await searchFor(page, '量子纠缠');
      await expectVisible(page.getByText('没有找到与“量子纠缠”相关的内容'));
      const suggestion = page.getByRole('region', { name: '大家都在搜' }).getByRole('link').first();
      const word = await suggestion.innerText();
      await suggestion.click();
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await expectVisible(page.getByRole('heading', { level: 1, name: `“${word}”的搜索结果` }));
    });

    it('shows a typed query as text, never as markup', async () => {
      const page = await newPage(viewport);
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        void d.dismiss();
      });
      const q = '<img src=x onerror=alert(1)>高血压';
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `“${q}”的搜索结果` }));
      expect(await page.locator('main img[src="x"]').count()).toBe(0);
      expect(dialogs).toBe(0);
    });
  });

  it('renders results on the server, marked, and keeps search pages out of the index', async () => {
    const res = await fetch(`${baseURL}/search?q=${encodeURIComponent('高血压')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<mark>高血压</mark>');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"[^>]*>/);
  });

  it('answers an unknown tab with 404, and sends an odd page to the first or last page of the search', async () => {
    expect((await fetch(`${baseURL}/search?q=a&type=user`)).status).toBe(404);
    const first = await fetch(`${baseURL}/search?q=a&page=x`, { redirect: 'manual' });
    expect([first.status, first.headers.get('location')]).toEqual([307, '/search?q=a']);
    const last = await fetch(`${baseURL}/search?q=%E9%AB%98%E8%A1%80%E5%8E%8B&page=400`, { redirect: 'manual' });
    expect(last.status).toBe(307);
    expect(last.headers.get('location')).toMatch(/^\/search\?q=%E9%AB%98%E8%A1%80%E5%8E%8B(&page=\d+)?$/);
  });
});
