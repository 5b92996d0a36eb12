// Articles and news, tags, the journal and the document viewer as a visitor meets them, at both
// widths: every news category lists its articles a page at a time, an article shows its body, tags
// and related articles, a tag gathers what carries it, the journal lists issues and their contents,
// a document opens in the viewer with a working download, and unknown addresses answer 404.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiCategory, ApiHomeCommon, Envelope } from '@/contract/api-types';
import type { ApiArticleDetail, ApiArticleList } from '@/contract/wire/article';
import type { ApiJournalList } from '@/contract/wire/journal';
import { baseURL, expectVisible, forEachViewport, newPage, waitForHydration } from './harness';

async function api<T>(path: string, form: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseURL}/api/med/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${path} answered ${body.code} ${body.codeMsg}`);
  return body.data;
}

/** Every news path the categories define, as the server says today. */
async function newsCategories(): Promise<ApiCategory[]> {
  const common = await api<ApiHomeCommon>('home/common');
  const all = common.categories.flatMap((c) => [c, ...(c.children ?? [])]);
  return all.filter((c) => c.type === 'article');
}

/** Article links in the listing (the main list, not the menus). */
function articleLinks(page: Page) {
  return page.locator('main li a[href^="/detail/"]');
}

async function canonical(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // Every indexable page also carries the site's one Organization node (checked in seo.test.ts).
  return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']).filter((t) => t !== 'Organization');
}

async function expectNotFound(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(404);
  await expectVisible(page.getByRole('heading', { name: '页面不存在' }));
}

/** A document of the given type, found through the API the pages use. */
async function findDocument(categoryPath: string, fileType: string): Promise<{ id: number; title: string }> {
  const list = await api<ApiArticleList>('article/list', { path: categoryPath });
  for (const item of list.list) {
    const detail = await api<ApiArticleDetail>(`article/detail/${item.id}`);
    const doc = detail.documents.find((d) => d.fileType === fileType);
    if (doc) return doc;
  }
  throw new Error(`no ${fileType} document in ${categoryPath}`);
}

describe('articles and news', () => {
  forEachViewport((viewport) => {
    it('lists every news category a page at a time', async () => {
      const categories = await newsCategories();
      expect(categories.map((c) => c.path)).toEqual(
        expect.arrayContaining(['/about', '/notice', '/science', '/news', '/news-policy', '/news-frontier', '/news-work', '/project']),
      );
      const page = await newPage(viewport);
      for (const category of categories) {
        const res = await page.goto(category.path);
        expect(res?.status(), category.path).toBe(200);
        await expectVisible(page.getByRole('heading', { level: 1, name: category.name }));
        expect(await articleLinks(page).count(), category.path).toBeGreaterThan(0);
        expect(await canonical(page)).toBe(`${baseURL}${category.path}`);
        const first = await articleLinks(page).first().getAttribute('href');

        const list = await api<ApiArticleList>('article/list', { path: category.path });
        const second = await page.goto(`${category.path}?page=2`);
        if (list.total > list.pageSize) {
          expect(second?.status(), `${category.path}?page=2`).toBe(200);
          await expectVisible(page.getByRole('heading', { level: 1, name: category.name }));
          expect(await articleLinks(page).first().getAttribute('href')).not.toBe(first);
          expect(await canonical(page)).toBe(`${baseURL}${category.path}?page=2`);
          expect(await page.title()).toContain('第2页');
        } else {
          // A page past the last falls back to the last one (here the first) instead of a 404.
          expect(second?.status(), `${category.path}?page=2`).toBe(200);
          expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(category.path);
        }
      }
    });

    it('shows the news section with its children as tabs', async () => {
      const page = await newPage(viewport);
      await page.goto('/news');
      const tabs = page.getByRole('navigation', { name: '资讯栏目' });
      await expectVisible(tabs.getByRole('link', { name: '政策法规' }));
      await tabs.getByRole('link', { name: '前沿资讯' }).click();
      await page.waitForURL(`${baseURL}/news-frontier`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '前沿资讯' }));
      await expectVisible(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '资讯' }));
    });

    it('opens an article with its body, tags and related articles', async () => {
      const page = await newPage(viewport);
      await page.goto('/news-frontier');
      const link = articleLinks(page).first();
      const title = (await link.locator('h2').textContent())?.trim() ?? '';
      await link.click();
      await page.waitForURL(/\/detail\/\d+$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: title }));
      await expectVisible(page.locator('article p').filter({ hasText: /。/ }));
      await expectVisible(page.getByText(/来源：/));
      const crumbs = page.getByRole('navigation', { name: '当前位置' });
      await expectVisible(crumbs.getByRole('link', { name: '前沿资讯' }));
      await expectVisible(page.getByRole('heading', { name: '标签' }));
      await expectVisible(page.getByRole('heading', { name: '相关文章' }));
      expect(await page.locator('aside a[href^="/detail/"]').count()).toBeGreaterThan(0);
      expect(await jsonLdTypes(page)).toEqual(['NewsArticle', 'BreadcrumbList']);
      expect(await page.locator('article script').count()).toBe(0);

      // The tag leads to everything carrying it.
      const tag = page.locator('a[href^="/tags/"]').first();
      const tagName = (await tag.textContent())?.trim() ?? '';
      await tag.click();
      await page.waitForURL(/\/tags\/\d+$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: tagName }));
      await expectVisible(page.getByRole('heading', { level: 2, name: /^文章/ }));
    });

    it('pages through one type on a tag page', async () => {
      const page = await newPage(viewport);
      await page.goto('/news-policy');
      await articleLinks(page).first().click();
      await page.waitForURL(/\/detail\/\d+$/);
      await page.locator('a[href^="/tags/"]', { hasText: '基层卫生政策' }).click();
      await page.waitForURL(/\/tags\/\d+$/);
      const tagPath = new URL(page.url()).pathname;
      await page.getByRole('navigation', { name: '内容类型' }).getByRole('link', { name: /^文章/ }).click();
      await page.waitForURL(`${baseURL}${tagPath}?type=article`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '#基层卫生政策 · 文章' }));
      const res = await page.goto(`${tagPath}?type=article&page=2`);
      expect(res?.status()).toBe(200);
      expect(await canonical(page)).toBe(`${baseURL}${tagPath}?type=article&page=2`);
      expect(await page.locator('main a[href^="/detail/"]').count()).toBeGreaterThan(0);
    });

    it('lists the journal by year and opens an issue with its contents', async () => {
      const page = await newPage(viewport);
      const res = await page.goto('/journal');
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByRole('heading', { level: 1, name: /《中原基层医学》/ }));
      const issues = page.locator('main a[href^="/journal/"]');
      expect(await issues.count()).toBe((await api<ApiJournalList>('journal/list')).issues.length);
      expect(await jsonLdTypes(page)).toEqual(['Periodical', 'BreadcrumbList']);
      await issues.first().click();
      await page.waitForURL(/\/journal\/\d+$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: /年第\d期/ }));
      await expectVisible(page.getByRole('heading', { level: 2, name: '论著' }));
      await expectVisible(page.getByRole('heading', { level: 2, name: '病例报告' }));
      expect(await jsonLdTypes(page)).toEqual(['PublicationIssue', 'BreadcrumbList']);
      const paper = page.locator('main ol a[href^="/detail/"]').first();
      const paperTitle = (await paper.textContent())?.trim() ?? '';
      await paper.click();
      await page.waitForURL(/\/detail\/\d+$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: paperTitle }));
      await expectVisible(page.getByText(/刊于《中原基层医学》/));
      expect(await jsonLdTypes(page)).toEqual(['ScholarlyArticle', 'BreadcrumbList']);
    });

    it('opens a PDF in the viewer with a download that answers 200', async () => {
      const doc = await findDocument('/news-policy', 'pdf');
      const page = await newPage(viewport);
      const res = await page.goto(`/view/${doc.id}`);
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByRole('heading', { level: 1, name: doc.title }));
      await expectVisible(page.getByText('PDF 文档').first());
      await waitForHydration(page);
      // The PDF in a frame where the browser can show one, otherwise the explanation.
      await expectVisible(page.locator('iframe[title$="（PDF 预览）"], :text("当前浏览器无法在页面内显示 PDF")'));
      const download = page.getByRole('link', { name: '下载' });
      const href = await download.getAttribute('href');
      expect(href).toMatch(/^\/files\/.+\.pdf$/);
      const file = await page.request.get(`${baseURL}${href}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('shows a text document as text and offers a Word form for download', async () => {
      const notes = await findDocument('/notice', 'txt');
      const page = await newPage(viewport);
      await page.goto(`/view/${notes.id}`);
      await expectVisible(page.locator('pre', { hasText: '培训报名须知' }));

      const form = await findDocument('/notice', 'docx');
      await page.goto(`/view/${form.id}`);
      await expectVisible(page.getByText('Word 文档暂不支持在线预览'));
      const href = await page.getByRole('link', { name: '下载' }).getAttribute('href');
      const file = await page.request.get(`${baseURL}${href}`);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
    });

    it('answers unknown articles, documents, tags, issues, news paths and pages with 404', async () => {
      const page = await newPage(viewport);
      for (const path of [
        '/detail/999999', '/detail/abc', '/view/999999', '/tags/999999', '/tags/1?type=user', '/journal/999999',
        '/journal?year=1999', '/no-such-news',
      ]) {
        await expectNotFound(page, path);
      }
    });
  });

  it('loads more articles in place on a phone', async () => {
    const page = await newPage('mobile');
    await page.goto('/science');
    await waitForHydration(page);
    expect(await articleLinks(page).count()).toBe(15);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => articleLinks(page).count()).toBe(30);
  });
});
