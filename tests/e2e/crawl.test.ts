// A crawler's walk through the site (the issue: "a crawl from the home page that follows every internal
// link and finds no broken link and no 5xx"): from the home page and the sitemap, every same-origin link
// is fetched as a guest, breadth first, up to MAX_PAGES. A linked page that answers 404 is a broken
// link; any 5xx is a failure. Login pages answer with a redirect to /login, which is fine. Plain HTTP,
// no browser: this is what a crawler without JavaScript sees.
import { describe, expect, it } from 'vitest';
import { baseURL } from './harness';

const MAX_PAGES = 600;
const CONCURRENCY = 4;

type Visit = { url: string; from: string };
type Problem = { url: string; from: string; status: number };

/** Hrefs of <a> and <link rel=next|prev> in an HTML page (entities in attributes decoded). */
function linksIn(html: string): string[] {
  const hrefs: string[] = [];
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"]*)"/gi)) hrefs.push(m[1]);
  for (const m of html.matchAll(/<link\s[^>]*?rel="(?:next|prev)"[^>]*?href="([^"]*)"/gi)) hrefs.push(m[1]);
  return hrefs.map((h) => h.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"'));
}

/** <loc> values of a sitemap document. */
function locsIn(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** The same-origin address to visit, without fragment, or null for links a crawler should not follow here. */
function toVisit(href: string, base: string): string | null {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== baseURL) return null;
  url.hash = '';
  // The API is not for crawlers (robots.txt), except the sitemap the rewrite serves from it.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return null;
  return url.toString();
}

describe('crawl', () => {
  it('serves robots.txt and the sitemap index from the database', async () => {
    const robots = await fetch(`${baseURL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /user/');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const index = await fetch(`${baseURL}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const parts = locsIn(await index.text());
    expect(parts).toContain(`${baseURL}/sitemap-article-1.xml`);
    const part = await fetch(`${baseURL}/sitemap-article-1.xml`);
    expect(part.status).toBe(200);
    expect(locsIn(await part.text()).some((u) => /\/detail\/\d+$/.test(u))).toBe(true);
    expect((await fetch(`${baseURL}/sitemap-nothing-1.xml`)).status).toBe(404);
  });

  it(`follows every internal link from the home page and the sitemap (up to ${MAX_PAGES} pages) and finds none broken`, async () => {
    const queue: Visit[] = [{ url: `${baseURL}/`, from: '(start)' }];
    const seen = new Set<string>([`${baseURL}/`]);
    const problems: Problem[] = [];
    const statuses = new Map<number, number>();
    let visited = 0;

    const enqueue = (href: string, from: string) => {
      const url = toVisit(href, from);
      if (url && !seen.has(url)) {
        seen.add(url);
        queue.push({ url, from });
      }
    };

    // The sitemap's pages are links too: a crawler reaches every detail page, not only those a list shows.
    const index = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const perPart: Visit[][] = [];
    for (const part of locsIn(index)) {
      const xml = await (await fetch(part)).text();
      perPart.push(locsIn(xml).map((loc) => ({ url: loc, from: part })));
    }
    // Round robin over the parts, so that every kind of page gets its turn within the budget.
    const sitemapUrls: Visit[] = [];
    for (let i = 0; perPart.some((p) => i < p.length); i++) for (const p of perPart) if (i < p.length) sitemapUrls.push(p[i]);

    const visit = async ({ url, from }: Visit) => {
      let res: Response;
      try {
        res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      } catch (err) {
        problems.push({ url, from, status: 0 });
        console.error(`crawl: ${url} failed: ${err instanceof Error ? err.message : err}`);
        return;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 404 || res.status >= 500) problems.push({ url, from, status: res.status });
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.get('location');
        if (location) enqueue(location, url);
        await res.arrayBuffer();
        return;
      }
      if (!(res.headers.get('content-type') ?? '').includes('text/html')) {
        await res.arrayBuffer();
        return;
      }
      for (const href of linksIn(await res.text())) enqueue(href, url);
    };

    // Bounded: at most MAX_PAGES fetches, CONCURRENCY at a time: links found on pages breadth first, with
    // one slot of every batch for the sitemap's addresses (round robin over its parts), so that every
    // kind of detail page is checked within the budget, not only those the first list pages show.
    while ((queue.length || sitemapUrls.length) && visited < MAX_PAGES) {
      const batch = queue.splice(0, Math.min(CONCURRENCY - 1, MAX_PAGES - visited));
      while (batch.length < Math.min(CONCURRENCY, MAX_PAGES - visited) && sitemapUrls.length) {
        const next = sitemapUrls.shift() as Visit;
        const url = toVisit(next.url, next.from);
        if (url && !seen.has(url)) {
          seen.add(url);
          batch.push({ url, from: next.from });
        }
      }
      if (batch.length < CONCURRENCY && queue.length) batch.push(...queue.splice(0, CONCURRENCY - batch.length));
      visited += batch.length;
      await Promise.all(batch.map(visit));
    }

    const summary = [...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`crawl: visited ${visited} of ${seen.size} known addresses; statuses ${summary}`);
    for (const p of problems) console.log(`crawl: ${p.status} ${p.url.slice(baseURL.length)} (linked from ${p.from.slice(baseURL.length) || p.from})`);
    expect(problems).toEqual([]);
  }, 600_000);
});
