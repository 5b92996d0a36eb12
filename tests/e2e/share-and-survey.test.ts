// Issue 7 items 11 and 21, as a visitor and a share card see them: the training-needs survey is linked
// from the pages a learner looks at and from the message inviting them; every page's og:image is a
// raster picture that exists, of the size it states; favicon.ico and the touch icon are served.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiCourseDetail } from '@/contract/wire/course';
import { rasterInfo } from '@/tests/raster-info';
import { baseURL, expectVisible, forEachViewport, login, newPage, postApi, waitForHydration } from './harness';

/** Seeded survey 1 is open (server/seed/activities.ts). */
const SURVEY = '/demand/1';
const SURVEY_TITLE = /年度基层卫生人员培训需求调查/;

/** The survey invitation band (components/demand/DemandInvite.tsx), found by its heading. */
const invite = (page: Page) => page.getByRole('region', { name: '培训需求调查' });

async function expectInviteLeadsToSurvey(page: Page): Promise<void> {
  await expectVisible(invite(page).getByText(SURVEY_TITLE));
  const link = invite(page).getByRole('link', { name: '参与调查' });
  expect(await link.getAttribute('href')).toBe(SURVEY);
  await waitForHydration(page);
  await link.click();
  await page.waitForURL(`**${SURVEY}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: SURVEY_TITLE }));
}

describe('the training-needs survey', () => {
  forEachViewport((viewport) => {
    it('is invited to from home, and the invitation opens it', async () => {
      const page = await newPage(viewport);
      await page.goto('/');
      await expectInviteLeadsToSurvey(page);
    });

    it('is invited to from the user centre and the study centre', async () => {
      const page = await newPage(viewport);
      await login(page, viewport === 'desktop' ? '13700007101' : '13700007102', '/login?url=/user/userCenter');
      await expectInviteLeadsToSurvey(page);
      await page.goto('/user/study');
      await expectInviteLeadsToSurvey(page);
    });
  });

  it('is linked from the message that invites the learner to it', async () => {
    const page = await newPage('desktop');
    await login(page, '13800000000', '/login?url=/user/message');
    const message = page.locator('details').filter({ hasText: '培训需求调查邀请' });
    await message.locator('summary').click();
    const link = message.getByRole('link', { name: '查看详情' });
    expect(await link.getAttribute('href')).toBe(SURVEY);
    await link.click();
    await page.waitForURL(`**${SURVEY}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: SURVEY_TITLE }));
  });
});

describe('share images and icons', () => {
  /** The site's own file behind an absolute URL (the pages name SITE_URL, the server runs at baseURL). */
  const fetchOwn = async (page: Page, url: string) => {
    const { pathname } = new URL(url);
    const res = await page.request.get(`${baseURL}${pathname}`);
    return { res, body: await res.body() };
  };

  it('gives every sampled page a raster og:image of the stated type and size, and a square one for WeChat', async () => {
    const page = await newPage('desktop');
    const course = (await postApi<ApiCourseDetail>(page.request, 'course/detail/6')).data;
    const lesson = course.chapters[0].lessons[0].id;
    const paths = ['/', '/course', '/course/5', `/video/${lesson}`, '/training/1', '/live/1', '/base/1', '/journal/1', SURVEY, '/news'];
    for (const path of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      const og = (await meta('meta[property="og:image"]'))!;
      expect(og, path).not.toMatch(/\.svg(\?|$)/i);
      const { res, body } = await fetchOwn(page, og);
      expect(res.status(), `${path}: ${og}`).toBe(200);
      const info = rasterInfo(body);
      expect(info, `${path}: ${og}`).not.toBeNull();
      expect(res.headers()['content-type']).toBe(info!.type);
      expect({ type: await meta('meta[property="og:image:type"]'), width: await meta('meta[property="og:image:width"]'), height: await meta('meta[property="og:image:height"]') }, path)
        .toEqual({ type: info!.type, width: String(info!.width), height: String(info!.height) });
      expect([info!.width, info!.height], path).toEqual([1200, 630]);

      const square = await fetchOwn(page, (await meta('meta[itemprop="image"]'))!);
      const squareInfo = rasterInfo(square.body);
      expect(squareInfo?.width, path).toBe(squareInfo?.height);
      expect(squareInfo!.width).toBeGreaterThanOrEqual(300);
    }
  });

  it('serves favicon.ico and a 180 x 180 apple-touch-icon, linked from every page', async () => {
    const page = await newPage('mobile');
    await page.goto('/');
    expect(await page.locator('link[rel="icon"][href="/favicon.ico"]').count()).toBe(1);
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');

    const ico = await page.request.get(`${baseURL}/favicon.ico`);
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icoBytes = await ico.body();
    expect([...icoBytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    const touch = await page.request.get(`${baseURL}/apple-touch-icon.png`);
    expect(touch.status()).toBe(200);
    expect(touch.headers()['content-type']).toBe('image/png');
    expect(rasterInfo(await touch.body())).toEqual({ type: 'image/png', width: 180, height: 180 });

    const logo = await page.request.get(`${baseURL}/logo.png`);
    expect(rasterInfo(await logo.body())).toEqual({ type: 'image/png', width: 512, height: 512 });
  });
});
