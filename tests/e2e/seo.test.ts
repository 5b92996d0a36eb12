// What a crawler reads in the HTML the server renders (no JavaScript): titles of at most 30 characters,
// descriptions of at least 40, robots rules for filter combinations, empty lists, paid lessons and
// attachments without a preview, unique attachment titles, and the JSON-LD nodes (one Organization
// referred to by @id, the home page's WebSite search, schedules, offers, addresses, reviewers) and the
// citation_* tags of journal papers. Plain HTTP against the built site.
import { describe, expect, it } from 'vitest';
import { baseURL } from './harness';

type Page = { url: string; status: number; title: string; description: string | null; robots: string | null; jsonLd: Record<string, unknown>[]; meta: [string, string][] };

const decode = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&');

async function load(path: string): Promise<Page> {
  const res = await fetch(new URL(path, baseURL), { redirect: 'manual' });
  const html = await res.text();
  const metaTags = [...html.matchAll(/<meta\s+name="([^"]+)"\s+content="([^"]*)"/g)].map((m) => [m[1], decode(m[2])] as [string, string]);
  const one = (name: string) => metaTags.find(([n]) => n === name)?.[1] ?? null;
  return {
    url: path,
    status: res.status,
    title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: one('description'),
    robots: one('robots'),
    jsonLd: [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
    meta: metaTags,
  };
}

async function sitemapPaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const parts = locs(await (await fetch(`${baseURL}/sitemap.xml`)).text());
  const urls: string[] = [];
  for (const part of parts) urls.push(...locs(await (await fetch(new URL(new URL(part).pathname, baseURL))).text()));
  return urls.map((u) => new URL(u).pathname);
}

async function loadAll(paths: string[], concurrency = 4): Promise<Page[]> {
  const pages: Page[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) pages.push(await load(paths[next++]));
    }),
  );
  return pages;
}

const types = (p: Page) => p.jsonLd.map((n) => n['@type']);
const ORG_ID = `${baseURL}/#organization`;

describe('SEO of the server-rendered pages', () => {
  it('gives every sitemap page a title of at most 30 characters, a description of at least 40 and one Organization', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    const pages = await loadAll(paths);
    const problems: string[] = [];
    for (const p of pages) {
      if (p.status !== 200) problems.push(`${p.url}: status ${p.status}`);
      if ([...p.title].length > 30) problems.push(`${p.url}: title ${[...p.title].length} chars: ${p.title}`);
      if ([...(p.description ?? '')].length < 40) problems.push(`${p.url}: description "${p.description}"`);
      if (p.robots) continue;
      const orgs = p.jsonLd.filter((n) => n['@type'] === 'Organization');
      if (orgs.length !== 1 || orgs[0]['@id'] !== ORG_ID) problems.push(`${p.url}: ${orgs.length} Organization nodes`);
      // Nobody else restates the organisation: publisher, organizer and provider are references.
      const restated = JSON.stringify(p.jsonLd.filter((n) => n['@type'] !== 'Organization')).match(/"@type":"Organization","name":"河南省基层卫生健康学会培训学院"/g);
      if (restated) problems.push(`${p.url}: Organization restated ${restated.length} times`);
    }
    expect(problems).toEqual([]);
  });

  it('gives the 48 attachment pages unique titles, and keeps those without a preview out of the index', async () => {
    const paths = (await sitemapPaths()).filter((p) => p.startsWith('/view/'));
    expect(paths.length).toBeGreaterThanOrEqual(40);
    const pages = await loadAll(paths);
    const titles = pages.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    const hidden = pages.filter((p) => p.robots === 'noindex, follow');
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.length).toBeLessThan(pages.length);
  });

  it('shows the home page as the site with its search and the organisation with a PNG logo', async () => {
    const home = await load('/');
    expect(home.title).toBe('河南省基层卫生健康学会培训学院');
    const site = home.jsonLd.find((n) => n['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(`${baseURL}/search?q={search_term_string}`);
    const org = home.jsonLd.find((n) => n['@type'] === 'Organization') as { logo: { url: string }; address: { '@type': string } };
    expect(org.logo.url).toBe(`${baseURL}/logo.png`);
    expect(org.address['@type']).toBe('PostalAddress');
  });

  it('keeps filter combinations and empty lists out of the index, but followed; one filter stays indexable', async () => {
    const list = await load('/training');
    expect(list.robots).toBeNull();
    const project = /href="\/training\?project=([^"&]+)"/.exec(await (await fetch(`${baseURL}/training`)).text())?.[1];
    expect(project).toBeTruthy();
    expect((await load(`/training?project=${project}`)).robots).toBeNull();
    expect((await load(`/training?project=${project}&status=finished`)).robots).toBe('noindex, follow');
    // A single filter with no classes: an empty answer.
    const regions = [...new Set([...(await (await fetch(`${baseURL}/training`)).text()).matchAll(/href="\/training\?region=(\d+)"/g)].map((m) => m[1]))];
    let empty: Page | null = null;
    for (const region of regions) {
      const html = await (await fetch(`${baseURL}/training?region=${region}`)).text();
      if (html.includes('暂无符合条件的培训班')) empty = await load(`/training?region=${region}`);
      else expect((await load(`/training?region=${region}`)).robots, region).toBeNull();
      if (empty) break;
    }
    expect(empty?.robots ?? 'noindex, follow').toBe('noindex, follow');
  });

  it('keeps paid lessons a guest cannot play out of the index', async () => {
    const listed = new Set((await sitemapPaths()).filter((p) => p.startsWith('/video/')));
    let paid: Page | null = null;
    for (let id = 1; id < 400 && !paid; id++) {
      if (listed.has(`/video/${id}`)) continue;
      const p = await load(`/video/${id}`);
      if (p.status === 200) paid = p;
    }
    expect(paid).not.toBeNull();
    expect(paid!.robots).toBe('noindex, follow');
    const free = await load([...listed][0]);
    expect(free.robots).toBeNull();
  });

  it('describes classes with a schedule and their sessions as events with offers and a postal address', async () => {
    const paths = (await sitemapPaths()).filter((p) => p.startsWith('/training/'));
    const pages = await loadAll(paths.slice(0, 40));
    const withRhythm = pages.filter((p) =>
      p.jsonLd.some((n) => n['@type'] === 'Course' && /"repeatFrequency"|"duration"/.test(JSON.stringify(n))),
    );
    expect(withRhythm.length).toBeGreaterThan(0);
    const event = pages.flatMap((p) => p.jsonLd).find((n) => n['@type'] === 'Event') as { offers: { price: number }; location: { address: { '@type': string } } };
    expect(event.offers.price).toBeGreaterThanOrEqual(0);
    expect(event.location.address['@type']).toBe('PostalAddress');
  });

  it('describes science articles as a MedicalWebPage reviewed by the doctor the page names', async () => {
    const html = await (await fetch(`${baseURL}/science`)).text();
    const id = /href="\/detail\/(\d+)"/.exec(html)?.[1];
    const page = await load(`/detail/${id}`);
    const article = page.jsonLd.find((n) => n['@type'] === 'Article') as { mainEntityOfPage: { '@type': string; reviewedBy?: { name: string } } };
    expect(article.mainEntityOfPage['@type']).toBe('MedicalWebPage');
    expect(article.mainEntityOfPage.reviewedBy?.name).toBeTruthy();
  });

  it('gives journal papers citation_* meta tags', async () => {
    const html = await (await fetch(`${baseURL}/journal`)).text();
    const issue = /href="\/journal\/(\d+)"/.exec(html)?.[1];
    const issueHtml = await (await fetch(`${baseURL}/journal/${issue}`)).text();
    const paper = /href="\/detail\/(\d+)"/.exec(issueHtml)?.[1];
    const page = await load(`/detail/${paper}`);
    const names = page.meta.map(([n]) => n);
    for (const name of ['citation_title', 'citation_author', 'citation_journal_title', 'citation_publication_date', 'citation_issue', 'citation_firstpage']) {
      expect(names, name).toContain(name);
    }
    expect(types(page)).toContain('ScholarlyArticle');
  });

  it('answers HEAD on robots.txt and the sitemaps with 200', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap-article-1.xml']) {
      const res = await fetch(`${baseURL}${path}`, { method: 'HEAD' });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe('');
    }
  });
});
