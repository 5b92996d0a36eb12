// seo/sitemap (the index, /sitemap.xml) and seo/sitemap/:part (/sitemap-<part>-<n>.xml): the public
// pages of the route table that have content, generated from the database (next.config.js rewrites
// the .xml addresses to these GET endpoints). Absolute URLs use SITE_URL.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { getEnv } from '@/contract/env';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute, RawBody } from '@/server/http/route';
import { MAX_URLS, PART_NAMES, PARTS, type PartName, type SitemapUrl } from './parts';

const XML = 'application/xml; charset=utf-8';
/**
 * Staff publish and unpublish at any time, and an unpublished page must leave the sitemap at once
 * (docs/product.md "Publishing"): a shared cache may store it but must ask again every time.
 */
const CACHE = 'public, no-cache';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function siteUrl(): string {
  return getEnv().SITE_URL.replace(/\/$/, '');
}

/** W3C datetime in UTC, to the second, as the sitemap protocol takes it. */
function w3c(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The files of the index: part name and number (1-based), e.g. ["article", 2] for sitemap-article-2.xml. */
export async function sitemapFiles(db: Db, now: Date): Promise<{ name: PartName; n: number; lastmod: Date | null }[]> {
  const files: { name: PartName; n: number; lastmod: Date | null }[] = [];
  for (const name of PART_NAMES) {
    const total = await PARTS[name].count(db, now);
    if (total === 0) continue;
    const lastmod = await PARTS[name].lastmod(db, now);
    for (let n = 1; n <= Math.ceil(total / MAX_URLS); n++) files.push({ name, n, lastmod });
  }
  return files;
}

export function renderIndex(files: { name: string; n: number; lastmod: Date | null }[], origin: string): string {
  const items = files.map(
    (f) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${f.name}-${f.n}.xml`)}</loc>${f.lastmod ? `<lastmod>${w3c(f.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function renderUrlSet(urls: SitemapUrl[], origin: string): string {
  const items = urls.map(
    (u) => `<url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${w3c(u.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

export const seoSitemap = defineRoute({
  methods: ['GET'],
  cacheControl: CACHE,
  handler: async (_input, { db }) => new RawBody(renderIndex(await sitemapFiles(db, new Date()), siteUrl()), XML),
});

/** "article-2" -> part article, file 2. */
const PART = /^([a-z]+)-([1-9]\d{0,3})$/;

export const seoSitemapPart = defineRoute({
  input: z.object({ part: z.string() }),
  methods: ['GET'],
  cacheControl: CACHE,
  handler: async ({ part }, { db }) => {
    // A crawler asking for a file that is not there gets a real 404, not an envelope.
    const [, name, n] = PART.exec(part) ?? [];
    if (!name || !(PART_NAMES as string[]).includes(name)) throw new ApiError(Code.NotFound, '站点地图不存在', 404);
    const now = new Date();
    const offset = (Number(n) - 1) * MAX_URLS;
    const urls = await PARTS[name as PartName].urls(db, now, offset, MAX_URLS);
    if (urls.length === 0) throw new ApiError(Code.NotFound, '站点地图不存在', 404);
    return new RawBody(renderUrlSet(urls, siteUrl()), XML);
  },
});
