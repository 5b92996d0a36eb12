// Writes the raster images share cards and icons need, from the site's SVGs (run once, outputs committed):
//   public/images/share/<dir>/<name>.jpg  1200 x 630 JPEG of every cover and gift picture, for og:image
//                                         (WeChat, QQ, Weibo and most crawlers do not render SVG)
//   public/logo.png                       512 x 512 PNG logo (schema.org Organization, square share image)
//   public/apple-touch-icon.png           180 x 180 PNG, full bleed (iOS rounds the corners itself)
//   public/favicon.ico                    16, 32 and 48 px PNGs in one ICO container
// Renders in headless Chromium (playwright-core, /usr/bin/chromium) and needs a CJK font for the Chinese
// titles (Debian: fonts-noto-cjk). Run: node scripts/make-share-images.mjs
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'public');
/** The SVG folders whose pictures pages pass to Seo as their image (server/seed/data/site.ts, gifts). */
const SHARE_DIRS = ['covers', 'gifts'];
const SHARE_SIZE = { width: 1200, height: 630 };
const BRAND = '#0a6e5c';

/** The SVG's own background colour (its first filled rect), to fill the margins a different shape leaves. */
function backgroundOf(svg) {
  const rect = /<rect[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(svg);
  if (rect) return rect[1];
  const stop = /<stop[^>]*stop-color="(#[0-9a-fA-F]{3,8})"/.exec(svg);
  return stop ? stop[1] : '#ffffff';
}

function sharePage(svg) {
  const data = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><head><style>
html,body{margin:0;width:${SHARE_SIZE.width}px;height:${SHARE_SIZE.height}px;overflow:hidden;background:${backgroundOf(svg)}}
img{display:block;width:100%;height:100%;object-fit:contain}
</style></head><body><img src="${data}" alt=""></body></html>`;
}

/** The favicon's mark (a white cross on the brand green), as a square of `size` px. */
function markPage(size, { rounded }) {
  const radius = rounded ? Math.round(size * 0.22) : 0;
  return `<!doctype html><html><head><style>html,body{margin:0;width:${size}px;height:${size}px;overflow:hidden;background:transparent}</style></head>
<body><svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="${(radius / size) * 32}" fill="${BRAND}"/><path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff"/></svg></body></html>`;
}

/** An ICO file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, png } of pngs) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.png)]);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: SHARE_SIZE, deviceScaleFactor: 1 });
  for (const dir of SHARE_DIRS) {
    const outDir = path.join(ROOT, 'images', 'share', dir);
    mkdirSync(outDir, { recursive: true });
    for (const file of readdirSync(path.join(ROOT, 'images', dir)).filter((f) => f.endsWith('.svg')).sort()) {
      await page.setContent(sharePage(readFileSync(path.join(ROOT, 'images', dir, file), 'utf8')));
      await page.evaluate(() => document.fonts.ready);
      const jpg = await page.screenshot({ type: 'jpeg', quality: 85, clip: { x: 0, y: 0, ...SHARE_SIZE } });
      writeFileSync(path.join(outDir, file.replace(/\.svg$/, '.jpg')), jpg);
    }
  }

  const square = async (size, rounded) => {
    const p = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await p.setContent(markPage(size, { rounded }));
    const png = await p.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await p.close();
    return png;
  };
  writeFileSync(path.join(ROOT, 'logo.png'), await square(512, true));
  writeFileSync(path.join(ROOT, 'apple-touch-icon.png'), await square(180, false));
  const icons = [];
  for (const size of [16, 32, 48]) icons.push({ size, png: await square(size, true) });
  writeFileSync(path.join(ROOT, 'favicon.ico'), icoOf(icons));
} finally {
  await browser.close();
}
