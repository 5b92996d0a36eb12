// Sharing inside WeChat: its browser asks common/makeJsMap for the page's address after every page
// view; with no WeChat app configured (appId empty, the default) the JS-SDK is not loaded. Other
// browsers do neither.
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, waitForHydration } from './harness';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN';

let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
});

/** A page whose makeJsMap calls and JS-SDK loads are recorded. */
async function watchedPage(userAgent?: string): Promise<{ page: Page; jsMapBodies: string[]; sdkLoads: string[] }> {
  browser ??= await launchBrowser();
  const context = await browser.newContext({ baseURL, userAgent, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const jsMapBodies: string[] = [];
  const sdkLoads: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/med/common/makeJsMap')) jsMapBodies.push(req.postData() ?? '');
    if (req.url().includes('res.wx.qq.com')) sdkLoads.push(req.url());
  });
  return { page, jsMapBodies, sdkLoads };
}

describe('WeChat sharing', () => {
  it('asks makeJsMap for every page viewed in WeChat and loads nothing without an app id', async () => {
    const { page, jsMapBodies, sdkLoads } = await watchedPage(WECHAT_UA);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => jsMapBodies.length).toBe(1);
    expect(new URLSearchParams(jsMapBodies[0]).get('url')).toBe(`${baseURL}/`);

    await page.getByRole('link', { name: '课程', exact: true }).first().click();
    await page.waitForURL(`${baseURL}/course`);
    await expect.poll(() => jsMapBodies.length).toBe(2);
    expect(new URLSearchParams(jsMapBodies[1]).get('url')).toBe(`${baseURL}/course`);
    expect(sdkLoads).toEqual([]);
    await page.context().close();
  });

  it('does nothing in other browsers', async () => {
    const { page, jsMapBodies } = await watchedPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(jsMapBodies).toEqual([]);
    await page.context().close();
  });
});
