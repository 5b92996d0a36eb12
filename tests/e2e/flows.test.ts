// Learner flows of issue 7, item 16, as a visitor meets them: a guest sent to log in for the case
// competition is told why; an odd ?page= lands on a real page of any paged list; a learner cancels a sign-up and the seat
// comes back; a long class page keeps its sign-up button on a phone; back to a list lands where it was.
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import type { ApiPage, ApiTrainingCard } from '@/contract/api-types';
import type { ApiSignupResult, ApiTrainingDetail } from '@/contract/wire/training';
import { baseURL, expectVisible, forEachViewport, login, newPage, postApi, waitForHydration, type Viewport } from './harness';

/** 36 classes, 12 a page (server/seed/trainings.ts). */
const TRAINING_PAGES = 3;
const PHONES = { cancel: { desktop: '13700007001', mobile: '13700007002' } } satisfies Record<string, Record<Viewport, string>>;

async function openClasses(request: APIRequestContext): Promise<ApiTrainingCard[]> {
  const list = (await postApi<ApiPage<ApiTrainingCard>>(request, 'training/list', { status: 'signup', pageSize: '50' })).data.list;
  return list.filter((c) => c.canSignup);
}

const detail = async (request: APIRequestContext, id: number) => (await postApi<ApiTrainingDetail>(request, `training/detail/${id}`)).data;

describe('learner flows', () => {
  forEachViewport((viewport) => {
    it('tells a guest that the case competition needs login, instead of a bare login form', async () => {
      const page = await newPage(viewport);
      await page.goto('/activity');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('url')).toBe('/activity');
      await expectVisible(page.getByRole('status').filter({ hasText: '「病例大赛」需要登录后才能查看' }));
    });

    it('sends ?page=abc, ?page=0 and ?page=99999 to the first or the last page instead of a 404', async () => {
      const page = await newPage(viewport);
      for (const [query, expected] of [
        ['?page=abc', '/training'],
        ['?page=0', '/training'],
        ['?page=99999', `/training?page=${TRAINING_PAGES}`],
        ['?status=signup&page=abc', '/training?status=signup'],
      ]) {
        const res = await page.goto(`/training${query}`);
        expect(res?.status(), query).toBe(200);
        expect(page.url(), query).toBe(`${baseURL}${expected}`);
        await expectVisible(page.getByRole('heading', { level: 1 }));
      }
      expect((await page.goto('/science?page=abc'))?.status()).toBe(200);
      expect(page.url()).toBe(`${baseURL}/science`);
    });

    it('cancels a training sign-up before the deadline, and the seat comes back', async () => {
      const phone = PHONES.cancel[viewport];
      const page = await newPage(viewport);
      await login(page, phone, '/login?url=/training');
      const card = (await openClasses(page.request)).find((c) => c.seatsLeft > 1)!;
      const before = await detail(page.request, card.id);
      const signup = await postApi<ApiSignupResult>(page.request, `training/signup/${card.id}`, {
        name: '取消测试', phone, workUnit: '兰考县人民医院', department: '全科医学科', jobTitle: '全科医生', region: '410200',
      });
      expect(signup).toMatchObject({ code: 0, data: { created: true } });
      expect((await detail(page.request, card.id)).seatsLeft).toBe(before.seatsLeft - 1);

      await page.goto(`/training/success/${card.id}`);
      await expectVisible(page.getByText('前可取消报名，名额将释放给其他学员'));
      await waitForHydration(page);
      await page.getByRole('button', { name: '取消报名', exact: true }).click();
      await expectVisible(page.getByRole('dialog').getByText(`确定取消“${before.title}”的报名吗？`, { exact: false }));
      await page.getByRole('dialog').getByRole('button', { name: '取消报名' }).click();
      await page.waitForURL(`${baseURL}/training/${card.id}`);
      await expectVisible(page.getByText(`剩余 ${before.seatsLeft} 个`));
      expect((await detail(page.request, card.id)).seatsLeft).toBe(before.seatsLeft);
      await expect(page.getByRole('link', { name: '查看报名与电子票' }).count()).resolves.toBe(0);
    });
  });

  it('keeps the sign-up button at the bottom of a long class page on a phone, and not on a desktop', async () => {
    const phone = await newPage('mobile');
    const card = (await openClasses(phone.request))[0];
    await phone.goto(`/training/${card.id}`);
    await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const bar = phone.getByTestId('sticky-signup');
    await expectVisible(bar);
    await expectVisible(bar.getByRole('link', { name: '登录报名' }));
    const box = (await bar.boundingBox())!;
    // Above the 50 px tab bar, at the bottom of the 812 px screen.
    expect(box.y + box.height).toBeGreaterThan(812 - 50 - 4);
    expect(box.y + box.height).toBeLessThanOrEqual(812 - 50 + 1);

    const desktop = await newPage('desktop');
    await desktop.goto(`/training/${card.id}`);
    await expect(desktop.getByTestId('sticky-signup').isVisible()).resolves.toBe(false);
  });

  // A guard: the reported loss of position was not reproduced here, with or without a slow answer for the
  // list's data; the scroll to the top on entry no longer runs on back and forward (ClientEffects).
  it('comes back to the list where the visitor left it, even when the list answers slowly', async () => {
    const page = await newPage('mobile');
    await page.goto('/training');
    await waitForHydration(page);
    const cards = page.locator('main a[href^="/training/"]').filter({ has: page.getByRole('heading') });
    const target = cards.nth(9);
    await target.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(600);
    await target.click();
    await page.waitForURL(/\/training\/\d+$/);
    await page.waitForFunction(() => window.scrollY < 10);
    await page.route('**/_next/data/**/training.json*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goBack();
    await page.waitForURL(`${baseURL}/training`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, left, { timeout: 5_000 });
  });
});

// The fallback is decided on the server (a redirect), so one viewport is enough for the other paged lists.
describe('odd page numbers on the other paged lists', () => {
  /** Opens path, and expects a 200 page at `expected` (a RegExp for a last page whose number the seed decides). */
  async function expectLanding(page: Page, path: string, expected: string | RegExp): Promise<void> {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    const landed = page.url().slice(baseURL.length);
    if (typeof expected === 'string') expect(landed, path).toBe(expected);
    else expect(landed, path).toMatch(expected);
    await expectVisible(page.getByRole('heading', { level: 1 }));
  }

  it('sends a guest on a tag or a search to the first or last page of the same list', async () => {
    const page = await newPage('desktop');
    const q = encodeURIComponent('高血压');
    await expectLanding(page, '/tags/1?type=course&page=abc', '/tags/1?type=course');
    await expectLanding(page, '/tags/1?page=2', '/tags/1');
    await expectLanding(page, `/search?q=${q}&page=0`, `/search?q=${q}`);
    await expectLanding(page, `/search?q=${q}&type=course&page=99999`, new RegExp(`^/search\\?q=${q}&type=course(&page=\\d+)?$`));
    await expectVisible(page.locator('mark').first());
  });

  it('sends a learner on the points store, orders, points history, certificates, applications and study centre to a real page', async () => {
    const page = await newPage('desktop');
    await login(page, '13800000000', '/login?url=/user/gift');
    await expectLanding(page, '/user/gift?page=abc', '/user/gift');
    await expectLanding(page, '/user/gift?page=99999', /^\/user\/gift(\?page=\d+)?$/);
    await expectLanding(page, '/user/gift/history?page=0', '/user/gift/history');
    await expectLanding(page, '/user/gift/order?page=99999', /^\/user\/gift\/order(\?page=\d+)?$/);
    await expectLanding(page, '/user/cert?page=abc', '/user/cert');
    await expectLanding(page, '/user/apply?page=99999', /^\/user\/apply(\?page=\d+)?$/);
    // The study centre pages its two lists on their own (?tpage=, ?cpage=); the doctor's fit on one page each.
    await expectLanding(page, '/user/study?tpage=abc&cpage=99999', '/user/study');
    await expectVisible(page.getByRole('heading', { name: /我的课程（\d+）/ }));
  });

  it('sends staff on their training centre lists to a real page', async () => {
    const head = await newPage('desktop');
    await login(head, '13800000003', '/login?url=/user/training');
    await expectLanding(head, '/user/training?page=abc', '/user/training');
    await expectLanding(head, '/user/training?page=99999', /^\/user\/training(\?page=\d+)?$/);
    const admin = await newPage('mobile');
    await login(admin, '13800000002', '/login?url=/user/course');
    await expectLanding(admin, '/user/course?page=0', '/user/course');
    await expectLanding(admin, '/user/course?page=99999', /^\/user\/course(\?page=\d+)?$/);
  });
});
