// Screenshots of pages at a phone and a desktop width, for looking at what we built:
//   node scripts/screenshot.mjs http://127.0.0.1:3000 / /login ...   -> tmp/shots/*.png
// Set COOKIE="med_sid=..." to look as a logged-in visitor.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL PATH...');
  process.exit(2);
}
mkdirSync('tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
const viewports = {
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 } },
};
for (const [name, options] of Object.entries(viewports)) {
  const context = await browser.newContext(options);
  if (process.env.COOKIE) {
    const [k, v] = process.env.COOKIE.split('=');
    await context.addCookies([{ name: k, value: v, url: base }]);
  }
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = `tmp/shots/${name}${p.replace(/[/?=&]/g, '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
