// Training centres and bases: the list by region and level with its pages, and a base's page with its
// address, contact, introduction, photos and the classes held there.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiPage } from '@/contract/api-types';
import type { ApiBaseCard, ApiBaseDetail } from '@/contract/wire/base';
import { baseURL, expectVisible, forEachViewport, newPage, openPage, postApi, waitForHydration } from './harness';

// Seed facts (server/seed/data/bases.ts): 12 bases, 9 a page.
const TOTAL = 12;
const baseCards = (page: Page) => page.locator('main a[href^="/base/"]').filter({ has: page.locator('h2') });

/** Waits until the list shows n cards (a client-side navigation renders a moment after the URL changes). */
async function expectCardCount(page: Page, n: number): Promise<void> {
  await page.waitForFunction((count) => document.querySelectorAll('main a[href^="/base/"] h2').length === count, n);
}

describe('training centres and bases', () => {
  forEachViewport((viewport) => {
    it('lists the bases, pages them and filters them by region and level', async () => {
      const page = await openPage(viewport, '/base');
      await expectVisible(page.getByRole('heading', { level: 1, name: '培训中心/基地' }));
      await expect(baseCards(page).count()).resolves.toBe(9);
      await waitForHydration(page);
      await page.getByRole('link', { name: '下一页' }).click();
      await page.waitForURL(`${baseURL}/base?page=2`);
      await expectCardCount(page, TOTAL - 9);

      await page.getByRole('group', { name: '地区' }).getByRole('link', { name: '郑州市' }).click();
      await page.waitForURL(`${baseURL}/base?region=410100`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '郑州市培训中心/基地' }));
      const zhengzhou = (await postApi<ApiPage<ApiBaseCard>>(page.request, 'base/list', { region: '410100' })).data;
      await expectCardCount(page, zhengzhou.list.length);
      for (const text of await baseCards(page).locator('p').filter({ hasText: '·' }).allTextContents()) expect(text).toMatch(/^郑州市/);

      await page.goto('/base?level=county');
      await expectVisible(page.getByRole('heading', { level: 1, name: '县级实践基地' }));
      expect((await page.goto('/base?region=000000'))?.status()).toBe(404);
    });

    it('shows a base with its address, contact, introduction, photos and classes', async () => {
      const page = await newPage(viewport);
      const b = (await postApi<ApiBaseDetail>(page.request, 'base/detail/1')).data;
      const res = await page.goto('/base/1');
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByRole('heading', { level: 1, name: b.name }));
      await expectVisible(page.getByText(b.address).first());
      await expectVisible(page.getByRole('link', { name: b.contactPhone }).first());
      for (const name of ['基地介绍', '基地照片', '在此举办的培训班']) await expectVisible(page.getByRole('heading', { level: 2, name }));
      await expect(page.getByRole('img', { name: new RegExp(`^${b.name}照片`) }).count()).resolves.toBe(b.photos.length);
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((x) => JSON.parse(x));
      const org = ld.find((x) => x['@type'] === 'MedicalOrganization');
      expect(org).toMatchObject({ name: b.name, location: { '@type': 'Place', address: { streetAddress: b.address } } });

      expect(b.trainings.length).toBeGreaterThan(0);
      await waitForHydration(page);
      await page.locator(`main a[href="/training/${b.trainings[0].id}"]`).first().click();
      await page.waitForURL(`${baseURL}/training/${b.trainings[0].id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: b.trainings[0].title }));

      expect((await page.goto('/base/999999'))?.status()).toBe(404);
    });
  });
});
