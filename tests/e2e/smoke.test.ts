// The harness itself: the built site answers, and real Chromium opens it at both viewports.
import { describe, expect, it } from 'vitest';
import { baseURL, forEachViewport, newPage } from './harness';

describe('smoke', () => {
  it('answers GET / with a 200 HTML page in Chinese', async () => {
    const res = await fetch(`${baseURL}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<html lang="zh-CN"');
  });

  forEachViewport((viewport) => {
    it('opens the home page in Chromium at its viewport', async () => {
      const page = await newPage(viewport);
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await page.evaluate(() => window.innerWidth)).toBe(viewport === 'desktop' ? 1280 : 375);
    });
  });
});
