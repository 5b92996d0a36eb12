// docs/architecture.md §5: a store per request. Two users' pages rendered at the same time never carry each other's
// data, and a guest's never carries either's (a module-level store or cache would leak here).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getUserInfo, login, newPage } from './harness';

const PARALLEL = 20;

async function fetchMany(page: Page, path: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const res = await page.request.get(path, { maxRedirects: 0 });
      return res.text();
    }),
  );
}

describe('per-request isolation', () => {
  it('renders each user only their own data under concurrent requests', async () => {
    const [a, b, guest] = await Promise.all([newPage('desktop'), newPage('desktop'), newPage('mobile')]);
    await login(a, '13800000001');
    await login(b, '13800000002');
    const userA = (await getUserInfo(a.request)).user;
    const userB = (await getUserInfo(b.request)).user;
    expect(userA?.name).toBeTruthy();
    expect(userB?.name).toBeTruthy();
    expect(userA?.name).not.toBe(userB?.name);

    const [pagesA, pagesB, guestPages] = await Promise.all([
      fetchMany(a, '/user/info'),
      fetchMany(b, '/user/info'),
      fetchMany(guest, '/'),
    ]);
    for (const html of pagesA) {
      expect(html).toContain(userA?.name);
      expect(html).not.toContain(userB?.name);
    }
    for (const html of pagesB) {
      expect(html).toContain(userB?.name);
      expect(html).not.toContain(userA?.name);
    }
    for (const html of guestPages) {
      expect(html).not.toContain(userA?.phoneMasked);
      expect(html).not.toContain(userB?.phoneMasked);
    }
  });
});
