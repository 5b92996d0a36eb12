// First-load JavaScript of a page (docs/architecture.md §5): the gzipped size of every `<script src>` its HTML
// references, skipping `noModule` polyfills that modern browsers never run. Next 16 no longer prints it.
import { gzipSync } from 'node:zlib';

const SCRIPT_TAG = /<script\b([^>]*)>/gi;

function scriptSources(html, pageUrl) {
  const sources = [];
  for (const [, attrs] of html.matchAll(SCRIPT_TAG)) {
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) sources.push(new URL(value.replace(/&amp;/g, '&'), pageUrl).href);
  }
  return [...new Set(sources)];
}

/** Fetches the page (with the given cookie) and sums its scripts' gzipped sizes. */
export async function firstLoadJs(pageUrl, cookie, gzipCache = new Map()) {
  const headers = cookie ? { cookie } : {};
  const res = await fetch(pageUrl, { headers, redirect: 'manual' });
  const html = await res.text();
  const sources = scriptSources(html, pageUrl);
  let gzipBytes = 0;
  for (const src of sources) {
    if (!gzipCache.has(src)) {
      const script = await fetch(src);
      const body = Buffer.from(await script.arrayBuffer());
      gzipCache.set(src, script.ok ? gzipSync(body).length : NaN);
    }
    gzipBytes += gzipCache.get(src);
  }
  return { status: res.status, scripts: sources.length, gzipBytes };
}
