// Featured courses as a doctor uses them: the catalogue with its filters and pages, a course page,
// enrolling and the success page, a locked lesson, and the player: play, seek, leave, come back and
// go on from the same place (HLS through hls.js, and natively where Media Source Extensions are missing).
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import type { ApiCourseDetail, ApiVideoDetail } from '@/contract/wire/course';
import { baseURL, expectVisible, forEachViewport, login, newPage, postApi, waitForHydration, type Viewport } from './harness';

// Seed facts (server/seed/courses.ts): 41 courses (40 featured and a micro-course), 4 of them 慢病管理 (2 paid); course 5 is paid (¥49),
// course 6 free, course 4 paid with a free preview lesson. Every lesson plays a demo video exactly as long
// as it is listed (server/modules/media/playlist.ts).
const PAID = 5;
const FREE = 6;
const HLS_PREVIEW_COURSE = 4;
/** A learner per viewport, so that each run enrols for the first time. */
const PHONES: Record<Viewport, string> = { desktop: '13700003001', mobile: '13700003002' };

async function lessonIds(request: APIRequestContext, courseId: number): Promise<number[]> {
  const res = await postApi<ApiCourseDetail>(request, `course/detail/${courseId}`);
  return res.data.chapters.flatMap((c) => c.lessons.map((l) => l.id));
}

async function savedPosition(request: APIRequestContext, videoId: number): Promise<number | null> {
  const res = await postApi<ApiVideoDetail>(request, `video/detail/${videoId}`);
  return res.data.progress?.position ?? null;
}

/** Waits until the server holds this position (a beacon may arrive a moment after the page left). */
async function waitForSavedPosition(request: APIRequestContext, videoId: number, expected: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last: number | null = null;
  while (Date.now() < deadline) {
    last = await savedPosition(request, videoId);
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`saved position of video ${videoId} is ${last}, expected ${expected}`);
}

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Presses the player's play button and waits until the video really plays. */
async function play(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.getByRole('button', { name: '播放视频' }).click();
  await page.waitForFunction(() => {
    const v = document.querySelector('video');
    return !!v && !v.paused && v.currentTime > 0.3;
  });
}

async function seek(page: Page, seconds: number): Promise<void> {
  await video(page).evaluate((v: HTMLVideoElement, s: number) => {
    v.currentTime = s;
  }, seconds);
}

/** Waits until the player has resumed near `seconds` (after its metadata arrived). */
async function expectResumedAt(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction((s) => {
    const v = document.querySelector('video');
    return !!v && v.readyState >= 1 && Math.abs(v.currentTime - s) < 0.6;
  }, seconds);
  expect(Math.abs((await currentTime(page)) - seconds)).toBeLessThan(0.6);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']);
}

describe('courses', () => {
  forEachViewport((viewport) => {
    it('lists the catalogue, filters it by category and price, sorts and pages it', async () => {
      const page = await newPage(viewport);
      await page.goto('/course');
      await expectVisible(page.getByRole('heading', { level: 1, name: '精品课程' }));
      await expectVisible(page.getByText('共 41 门课程'));
      const cards = page.locator('main ul li a[href^="/course/"]');
      expect(await cards.count()).toBe(12);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/course`);

      await page.getByRole('group', { name: '课程分类' }).getByRole('link', { name: '慢病管理' }).click();
      await page.waitForURL('**/course?subject=chronic');
      await expectVisible(page.getByRole('heading', { level: 1, name: '慢病管理课程' }));
      expect(await cards.count()).toBe(4);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/course?subject=chronic`);
      await page.getByRole('group', { name: '价格' }).getByRole('link', { name: '付费' }).click();
      await page.waitForURL('**/course?subject=chronic&price=paid');
      await expectVisible(page.getByRole('heading', { level: 1, name: '慢病管理·付费课程' }));
      await expectVisible(page.getByText('高血压基层诊疗指南精讲'));
      expect(await cards.count()).toBe(2);
      // A combination of filters is left out of the index but its links are followed (lib/seo-text.ts listRobots).
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);

      await page.goto('/course');
      await page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '最多学习' }).click();
      await page.waitForURL('**/course?sort=popular');
      await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
      await page.waitForURL('**/course?sort=popular&page=2');
      await expectVisible(page.getByText('第2/4页'));
      expect(await cards.count()).toBe(12);
      expect(await page.title()).toContain('第2页');
    });

    it('answers 404 for unknown courses and filters, and the last page for a page past it', async () => {
      const page = await newPage(viewport);
      for (const path of ['/course/9999', '/course?subject=astrology', '/course?price=cheap', '/video/999999']) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(404);
      }
      expect((await page.goto('/course?page=99'))?.status()).toBe(200);
      expect(page.url()).toBe(`${baseURL}/course?page=4`);
    });

    it('shows a paid course to a guest: introduction, lecturer, chapters, a free preview', async () => {
      const page = await newPage(viewport);
      const res = await page.goto(`/course/${PAID}`);
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByRole('heading', { level: 1, name: '高血压基层诊疗指南精讲' }));
      await expectVisible(page.getByText('¥49'));
      for (const name of ['课程介绍', '课程目录', '讲师介绍']) await expectVisible(page.getByRole('heading', { name }));
      await expectVisible(page.getByRole('heading', { name: '第一章 概述' }));
      await expectVisible(page.getByText('试看', { exact: true }));
      expect(await page.getByText('报名后观看').count()).toBe(10);
      await expectVisible(page.getByRole('link', { name: '登录后报名' }));
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'Course']));

      // A locked lesson says what to do instead of playing.
      const [, second] = await lessonIds(page.request, PAID);
      await page.goto(`/video/${second}`);
      await expectVisible(page.getByText('本讲为付费课程内容'));
      await expectVisible(page.getByRole('link', { name: '去报名' }));
      expect(await video(page).count()).toBe(0);
    });

    it('enrols a logged-in learner in a paid course and shows the success page', async () => {
      const page = await newPage(viewport);
      await login(page, PHONES[viewport], '/login?url=/course/7');
      expect(new URL(page.url()).pathname).toBe('/course/7');
      // Not enrolled yet: the success page does not exist for this learner.
      expect((await page.goto('/course/success/7'))?.status()).toBe(404);

      await page.goto('/course/7');
      await waitForHydration(page);
      // A paid course states its fee and asks before enrolling; 再想想 changes nothing.
      await page.getByRole('button', { name: '立即报名' }).click();
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByText('本课程费用 ¥', { exact: false }));
      await dialog.getByRole('button', { name: '再想想' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/course/7');
      await page.getByRole('button', { name: '立即报名' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确认报名' }).click();
      await page.waitForURL('**/course/success/7');
      await expectVisible(page.getByRole('heading', { level: 1, name: '报名成功' }));
      await expectVisible(page.getByText('慢阻肺的基层诊断与长期管理').first());
      await expectVisible(page.getByRole('heading', { name: '缴费说明' }));
      await expectVisible(page.getByText('本站不在线收费', { exact: false }));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

      await page.getByRole('link', { name: '返回课程' }).click();
      await page.waitForURL('**/course/7');
      await expectVisible(page.getByText('已报名', { exact: false }));
      await expectVisible(page.getByRole('link', { name: '继续学习' }));
      // Every lesson is open now.
      expect(await page.getByText('报名后观看').count()).toBe(0);

      // The dialog's promise: until the academy records the fee, the study centre says it is owed.
      await page.goto('/user/study');
      const enrolled = page.getByRole('region', { name: /我的课程/ }).getByRole('listitem').filter({ hasText: '慢阻肺的基层诊断与长期管理' });
      await expectVisible(enrolled.getByText(/待缴费 ¥\d+/));
    });

    it('plays a lesson, saves where the learner left, and resumes there', async () => {
      const page = await newPage(viewport);
      await login(page, PHONES[viewport], `/login?url=/course/${FREE}`);
      const [first] = await lessonIds(page.request, FREE);

      const res = await page.goto(`/video/${first}`);
      expect(res?.status()).toBe(200);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'VideoObject']));
      await play(page);
      // Play past 4 s, seek back there while playing and go on to the next lesson at once: the player
      // reports as it goes (a first viewing seeks only within what was played).
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 4.5, undefined, { timeout: 15_000 });
      await seek(page, 4);
      await page.getByRole('link', { name: /下一讲/ }).click();
      await page.waitForURL((url) => url.pathname !== `/video/${first}`);
      await waitForSavedPosition(page.request, first, 4);

      await page.goto(`/video/${first}`);
      await expectResumedAt(page, 4);
      await expectVisible(page.getByText('已从上次观看的 0:04 处继续'));

      // Play, seek back, pause and leave the site's pages at once: the pause's heartbeat saves it.
      await play(page);
      await seek(page, 2);
      await video(page).evaluate((v: HTMLVideoElement) => v.pause());
      await page.goto(`/course/${FREE}`);
      await waitForSavedPosition(page.request, first, 2);
      await page.goto(`/video/${first}`);
      await expectResumedAt(page, 2);

      // The player's clock says what the outline says: no more a few seconds' clip.
      const listed = (await postApi<ApiVideoDetail>(page.request, `video/detail/${first}`)).data.durationSeconds;
      expect(listed).toBeGreaterThan(8 * 60);
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(listed, 0);

      // A first viewing cannot skip to the end: the seek is taken back, and nothing is finished.
      await play(page);
      await seek(page, listed - 1.5);
      await expectVisible(page.getByText('首次学习不能快进到尚未观看的位置'));
      expect(await currentTime(page)).toBeLessThan(10);
      expect((await postApi<ApiVideoDetail>(page.request, `video/detail/${first}`)).data.progress?.finished).toBe(false);
    });

    it('lets a guest play a free lesson without saving anything', async () => {
      const page = await newPage(viewport);
      const [, second] = await lessonIds(page.request, FREE);
      await page.goto(`/video/${second}`);
      await expectVisible(page.getByText('后可自动保存学习进度'));
      await play(page);
      const saves: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/med/video/progress/')) saves.push(req.url());
      });
      await video(page).evaluate((v: HTMLVideoElement) => v.pause());
      await page.goto('/course');
      expect(saves).toEqual([]);
    });

    it('plays HLS through hls.js where Media Source Extensions exist, and natively where they do not', async () => {
      const [preview] = await lessonIds((await newPage(viewport)).request, HLS_PREVIEW_COURSE);
      /** Opens the lesson, plays it, and says whether the page loaded hls.js (known by one of its event names). */
      const playAndCheckHlsJs = async (page: Page): Promise<boolean> => {
        await page.goto(`/video/${preview}`);
        await play(page);
        const scripts = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')),
        );
        for (const src of scripts) {
          if ((await (await page.request.get(src)).text()).includes('hlsManifestParsed')) return true;
        }
        return false;
      };

      // This Chromium has native HLS too, but it stalls in the last second of a long stream.
      const mse = await newPage(viewport);
      expect(await playAndCheckHlsJs(mse)).toBe(true);
      expect(await video(mse).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);

      // A browser with native HLS and no Media Source Extensions (an iPhone before iOS 17.1).
      const native = await newPage(viewport);
      await native.addInitScript(() => {
        delete (window as { MediaSource?: unknown }).MediaSource;
        delete (window as { ManagedMediaSource?: unknown }).ManagedMediaSource;
        HTMLMediaElement.prototype.canPlayType = function canPlayType(type: string) {
          return /mpegurl/i.test(type) ? 'maybe' : '';
        };
      });
      expect(await playAndCheckHlsJs(native)).toBe(false);
      expect(await video(native).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/length\/\d+\.m3u8$/);
    });
  });
});
