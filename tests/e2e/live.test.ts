// Live broadcasts as a visitor sees them (issue 3): the list's sections and tabs, an upcoming broadcast's
// countdown and reminder booking, the stream while live, the replay with chapters and summary once
// ended, and the "add to calendar" file in China time.
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import type { ApiLiveList, ApiLiveStatus } from '@/contract/wire/live';
import { baseURL, expectVisible, forEachViewport, login, newPage, openPage, postApi, waitForHydration } from './harness';

/** The first broadcast of a status, from the API the page uses. */
async function firstLive(request: APIRequestContext, status: ApiLiveStatus) {
  const res = await postApi<ApiLiveList>(request, 'live/list', { status });
  expect(res.code).toBe(0);
  return res.data.list[0];
}

/** "YYYYMMDDTHHMMSS" in China time, as the .ics writes DTSTART. */
function chinaStamp(seconds: number): string {
  return new Date(seconds * 1000 + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // Every indexable page also carries the site's one Organization node (checked in seo.test.ts).
  return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']).filter((t) => t !== 'Organization');
}

describe('live', () => {
  forEachViewport((viewport) => {
    it('lists live now, upcoming and replays in sections, with tabs, paging and the calendar feed', async () => {
      const page = await openPage(viewport, '/live');
      await expectVisible(page.getByRole('heading', { level: 1, name: '专家直播' }));
      for (const name of ['正在直播', '即将开始', '精彩回放']) {
        await expectVisible(page.getByRole('heading', { level: 2, name }));
      }
      await expectVisible(page.getByText('直播中').first());
      const feed = page.getByRole('link', { name: '订阅日历' });
      // A calendar app subscribes through webcal: (the same feed, served over the site's own scheme).
      expect(await feed.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/api\/med\/calendar\/feed$/);
      const ics = await page.request.get(`${baseURL}/api/med/calendar/feed`);
      expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(await ics.text()).toContain('BEGIN:VEVENT');

      await page.getByRole('navigation', { name: '直播分类' }).getByRole('link', { name: /精彩回放/ }).click();
      await page.waitForURL(/\/live\?status=ended$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: '精彩回放' }));
      await page.getByRole('link', { name: '下一页' }).click();
      await page.waitForURL(/status=ended&page=2$/);
      await expectVisible(page.getByText('第2/2页'));
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/live?status=ended&page=2`);

      expect((await page.goto('/live?status=soon'))?.status()).toBe(404);
      expect((await page.goto('/live?status=ended&page=9'))?.status()).toBe(200);
      expect(page.url()).toBe(`${baseURL}/live?status=ended&page=2`);
    });

    it('counts down to an upcoming broadcast, and a logged-in user books and cancels a reminder', async () => {
      const page = await newPage(viewport);
      const live = await firstLive(page.request, 'upcoming');
      // The server renders the countdown text; the browser then ticks it.
      const html = await (await page.request.get(`${baseURL}/live/${live.id}`)).text();
      // Days appear only when the broadcast is a day or more away (at 20:00 Beijing time the first is not).
      expect(html).toMatch(/距直播开始.*?(\d+天 )?\d{2}:\d{2}:\d{2}/);

      await page.goto(`/live/${live.id}`);
      await waitForHydration(page);
      const timer = page.getByRole('timer');
      await expectVisible(timer);
      const before = await timer.textContent();
      await page.waitForTimeout(1500);
      expect(await timer.textContent()).not.toBe(before);
      await expectVisible(page.getByRole('link', { name: '登录后预约提醒' }));

      const phone = viewport === 'desktop' ? '13700003001' : '13700003002';
      await login(page, phone, `/login?url=${encodeURIComponent(`/live/${live.id}`)}`);
      expect(new URL(page.url()).pathname).toBe(`/live/${live.id}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: '预约提醒' }).click();
      await expectVisible(page.getByText('已预约开播提醒'));
      await page.reload();
      await waitForHydration(page);
      await expectVisible(page.getByText('已预约开播提醒'));
      await page.getByRole('button', { name: '取消预约' }).click();
      await expectVisible(page.getByRole('button', { name: '预约提醒' }));
      await page.reload();
      await expectVisible(page.getByRole('button', { name: '预约提醒' }));
    });

    it('offers the upcoming broadcast as an .ics event in China time', async () => {
      const page = await newPage(viewport);
      const live = await firstLive(page.request, 'upcoming');
      await page.goto(`/live/${live.id}`);
      const link = page.getByRole('link', { name: /添加到日历/ });
      const href = await link.getAttribute('href');
      expect(href).toBe(`/api/med/calendar/live/${live.id}`);
      const res = await page.request.get(`${baseURL}${href}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers()['content-disposition']).toMatch(/^attachment/);
      const body = await res.text();
      expect(body).toContain('BEGIN:VEVENT');
      expect(body).toContain(`DTSTART;TZID=Asia/Shanghai:${chinaStamp(live.startAt)}`);
      expect(body).toContain('TRIGGER:-PT30M');
    });

    it('plays the stream of a broadcast that is live now', async () => {
      const page = await newPage(viewport);
      const live = await firstLive(page.request, 'live');
      await page.goto(`/live/${live.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: live.title }));
      await expectVisible(page.getByText('直播中').first());
      const video = page.locator('video');
      await expectVisible(video);
      // hls.js (loaded only when the browser has no native HLS) or the browser itself attaches the stream.
      await page.waitForFunction(() => !!document.querySelector('video')?.currentSrc);
      expect(await jsonLdTypes(page)).toEqual(['Event', 'VideoObject', 'BreadcrumbList']);
      await expect(page.getByRole('timer').count()).resolves.toBe(0);
    });

    it('turns an ended broadcast into its replay with chapters and a written summary', async () => {
      const page = await newPage(viewport);
      const live = await firstLive(page.request, 'ended');
      await page.goto(`/live/${live.id}`);
      await expectVisible(page.getByText('直播回放').first());
      // The replay lasts as long as the broadcast (90 minutes), not a few seconds' clip.
      await page.waitForFunction(() => (document.querySelector('video')?.duration ?? 0) > 0);
      expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(90 * 60, 0);
      await expectVisible(page.getByRole('heading', { level: 2, name: '回放章节' }));
      const chapters = page.getByRole('button', { name: /^\d{2}:\d{2}/ });
      expect(await chapters.count()).toBeGreaterThanOrEqual(2);
      await expectVisible(page.getByRole('heading', { level: 2, name: '内容摘要' }));
      await expectVisible(page.getByText('内容回顾'));
      expect(await jsonLdTypes(page)).toEqual(['Event', 'VideoObject', 'BreadcrumbList']);
      await expect(page.getByRole('link', { name: /添加到日历/ }).count()).resolves.toBe(0);
    });

    it('answers 404 for a broadcast that does not exist', async () => {
      const page = await newPage(viewport);
      expect((await page.goto('/live/99999'))?.status()).toBe(404);
    });
  });
});
