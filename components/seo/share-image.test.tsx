// @vitest-environment jsdom
// Issue 7 item 21: pages passed their SVG cover to og:image, which share cards (WeChat, QQ, Weibo) do not
// render. What Seo writes into <head> must name a raster image that exists, of the size it states.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { rasterInfo } from '@/tests/raster-info';
import { Seo } from './Seo';

// next/head only collects tags inside a Next page; here it renders them where they stand.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const SITE = { name: '河南省基层卫生健康学会培训学院', shortName: '培训学院', description: '学院介绍', phone: '0371-00000000', address: '郑州' };
const SITE_URL = 'https://academy.example.cn';

function headOf(image?: string | null): Document {
  const html = renderToStaticMarkup(<Seo title="高血压基层诊疗指南精讲" site={SITE} siteUrl={SITE_URL} path="/course/5" image={image} />);
  return new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
}

const content = (doc: Document, selector: string) => doc.querySelector<HTMLMetaElement>(selector)?.content ?? null;

/** The file a site URL names under public/. */
function fileOf(url: string): Buffer {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  return readFileSync(path.join(process.cwd(), 'public', new URL(url).pathname));
}

describe('Seo share images', () => {
  it.each(['/images/covers/course-5.svg', '/images/covers/journal-1.svg', '/images/gifts/oximeter.svg', undefined, null])(
    'announces a raster og:image of its stated type and size for %s',
    (image) => {
      const doc = headOf(image);
      const url = content(doc, 'meta[property="og:image"]')!;
      const info = rasterInfo(fileOf(url));
      expect(info, url).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
      expect(content(doc, 'meta[property="og:image:type"]')).toBe(info!.type);
      expect(content(doc, 'meta[property="og:image:width"]')).toBe(String(info!.width));
      expect(content(doc, 'meta[property="og:image:height"]')).toBe(String(info!.height));
    },
  );

  it('names a square PNG of at least 300 x 300 for WeChat', () => {
    const url = content(headOf('/images/covers/course-5.svg'), 'meta[itemprop="image"]')!;
    const info = rasterInfo(fileOf(url));
    expect(info?.type).toBe('image/png');
    expect(info?.width).toBe(info?.height);
    expect(info!.width).toBeGreaterThanOrEqual(300);
  });
});
