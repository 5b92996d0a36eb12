import { describe, expect, it } from 'vitest';
import { apiUrlOf } from './rewritten-url';

describe('apiUrlOf', () => {
  it('keeps an API address as it is', () => {
    expect(apiUrlOf('/api/med/home/index?_t=1', ['home', 'index'])).toBe('/api/med/home/index?_t=1');
  });

  it('turns a rewritten address into the endpoint it was rewritten to, with its query', () => {
    expect(apiUrlOf('/robots.txt', ['seo', 'robots'])).toBe('/api/med/seo/robots');
    expect(apiUrlOf('/sitemap-article-2.xml?x=1', ['seo', 'sitemap', 'article-2'])).toBe('/api/med/seo/sitemap/article-2?x=1');
    expect(apiUrlOf('/sitemap.xml', 'seo')).toBe('/api/med/seo');
    expect(apiUrlOf('/x', ['a/b', '..'])).toBe('/api/med/a%2Fb/..');
  });
});
