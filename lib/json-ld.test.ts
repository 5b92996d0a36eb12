import { describe, expect, it } from 'vitest';
import { organizationJsonLd, organizationRef, postalAddress, serializeJsonLd, websiteJsonLd } from './json-ld';

const site = {
  name: '河南省基层卫生健康学会培训学院', shortName: '基层培训学院', description: '面向全省基层医务人员的继续教育平台。',
  phone: '0371-55550100', address: '河南省郑州市金水区健康路 100 号',
};
const URL = 'https://example.org';

describe('organizationJsonLd', () => {
  it('is one Organization with an @id, a PNG logo and a postal address', () => {
    expect(organizationJsonLd(site, URL)).toEqual({
      '@context': 'https://schema.org', '@type': 'Organization', '@id': 'https://example.org/#organization',
      name: site.name, alternateName: '基层培训学院', url: 'https://example.org/',
      logo: { '@type': 'ImageObject', url: 'https://example.org/logo.png' },
      telephone: '0371-55550100',
      address: { '@type': 'PostalAddress', addressRegion: '河南省', addressLocality: '郑州市', streetAddress: '金水区健康路 100 号', addressCountry: 'CN' },
    });
    expect(organizationRef(URL)).toEqual({ '@id': 'https://example.org/#organization' });
  });
});

describe('websiteJsonLd', () => {
  it('offers the site search as a SearchAction on /search?q=', () => {
    expect(websiteJsonLd(site, URL)).toMatchObject({
      '@type': 'WebSite', url: 'https://example.org/', publisher: { '@id': 'https://example.org/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://example.org/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('postalAddress', () => {
  it('splits province, city and street, and keeps what it cannot split as the street', () => {
    expect(postalAddress('北京市海淀区学院路 1 号')).toMatchObject({ addressRegion: '北京市', addressLocality: '北京市', streetAddress: '海淀区学院路 1 号' });
    expect(postalAddress('健康路 100 号')).toMatchObject({ streetAddress: '健康路 100 号', addressCountry: 'CN' });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ a: '</script><b>' })).not.toContain('<');
  });
});
