// SPEC 2 error screens with real HTTP statuses (DESIGN 5): a missing page answers 404, not 200.
import { describe, expect, it } from 'vitest';
import { baseURL, expectVisible, forEachViewport, newPage } from './harness';

describe('error screens', () => {
  it('answers an unknown route with status 404 and the 404 text in the HTML', async () => {
    const res = await fetch(`${baseURL}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('页面不存在');
  });

  forEachViewport((viewport) => {
    it('shows the 404 page for an unknown route', async () => {
      const page = await newPage(viewport);
      const res = await page.goto('/no/such/page');
      expect(res?.status()).toBe(404);
      await expectVisible(page.getByRole('heading', { name: '页面不存在' }));
    });
  });
});
