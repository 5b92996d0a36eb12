// The editor's round trip (issue 9): the demo editor writes an article with a picture in the rich-text editor,
// publishes it, and a visitor finds it on its list, its page (picture and all), the search and the sitemap.
import { describe, expect, it } from 'vitest';
import { baseURL, expectVisible, login, newPage, waitForHydration } from './harness';

const EDITOR = '13900000002';
const TITLE = '冬季冰糖雪梨润肺食谱';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('console: publishing an article (desktop)', () => {
  it('an editor writes and publishes an article with a picture, and a visitor finds it everywhere', async () => {
    const editor = await newPage('desktop');
    await login(editor, EDITOR, '/login?url=/admin/article/new');
    await editor.waitForURL(`${baseURL}/admin/article/new`);
    await waitForHydration(editor);

    await editor.getByLabel('标题', { exact: true }).fill(TITLE);
    const body = editor.getByRole('textbox', { name: '正文' });
    await body.click();
    await editor.keyboard.type('冰糖雪梨适合秋冬干燥时节食用，下面是做法。');
    const [chooser] = await Promise.all([editor.waitForEvent('filechooser'), editor.getByRole('button', { name: '插入图片' }).click()]);
    await chooser.setFiles({ name: '雪梨.png', mimeType: 'image/png', buffer: PNG });
    const inserted = body.locator('img');
    await inserted.waitFor();
    const src = await inserted.getAttribute('src');
    expect(src).toMatch(/^\/api\/med\/image\/[0-9a-f]{32}\.png$/);

    // antd puts a space between the two characters of a button's label (发 布).
    await editor.getByRole('button', { name: /^发\s?布$/ }).click();
    await editor.waitForURL(/\/admin\/article\/\d+$/);
    const id = Number(new URL(editor.url()).pathname.split('/').pop());
    await expectVisible(editor.getByText('已发布', { exact: true }));

    const visitor = await newPage('desktop');
    await visitor.goto('/news-work');
    await expectVisible(visitor.getByRole('link', { name: TITLE }));

    await visitor.goto(`/detail/${id}`);
    await expectVisible(visitor.getByRole('heading', { level: 1, name: TITLE }));
    const picture = visitor.locator(`article img[src="${src}"]`);
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await visitor.goto(`/search?q=${encodeURIComponent('冰糖雪梨')}`);
    await expectVisible(visitor.getByRole('link', { name: TITLE }));

    const sitemap = await visitor.request.get(`${baseURL}/sitemap-article-1.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`/detail/${id}</loc>`);
  });
});
