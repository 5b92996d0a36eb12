// The Content-Security-Policy is strict (no eval, nonce'd scripts: docs/security.md); a page that trips it
// is broken somewhere for someone, and a browser's audit (Lighthouse's Best Practices) marks the site down.
// Every page below is loaded and used as a visitor would, and the browser's own violation events are read.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, waitForHydration } from './harness';

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe('Content-Security-Policy', () => {
  it('no public page with a form trips the policy while it loads and validates', async () => {
    const page = await newPage('mobile');
    const violations = await watchViolations(page);
    for (const path of ['/', '/login', '/training', '/search?q=%E9%AB%98%E8%A1%80%E5%8E%8B']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // The login form validates in the browser with the API's own schema: a wrong phone is refused there.
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByPlaceholder(/手机号/).fill('123');
    await page.getByRole('button', { name: /获取验证码|发送验证码/ }).click();
    await page.waitForTimeout(300);
    expect(await violations(), '/login after validating').toEqual([]);
  });
});
