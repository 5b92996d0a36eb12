// schema.org JSON-LD shared by every page (docs/architecture.md §5 "Crawlers"): the one Organization that runs the site,
// which every other node refers to by its @id instead of restating it, the WebSite with its search, and
// postal addresses. Pure functions, unit-tested without a page.

/** What the builders need of home/common's site. */
export type SiteInfo = { name: string; shortName: string; description: string; phone: string; address: string };

// JSON embedded in HTML must not be able to close its <script> element (docs/security.md "Every request").
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
export const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

/** A reference to the site's Organization node (publisher, organizer, provider ...). */
export function organizationRef(siteUrl: string): { '@id': string } {
  return { '@id': organizationId(siteUrl) };
}

/**
 * A Chinese address as schema.org PostalAddress: 河南省郑州市金水区健康路 100 号 -> region 河南省, locality
 * 郑州市, street 金水区健康路 100 号. Parts it cannot find stay in streetAddress.
 */
export function postalAddress(text: string): object {
  const m = /^(.{2,3}?(?:省|自治区|市))?([^省市]{1,7}市|.{1,8}?(?:自治州|盟|地区))?(.*)$/u.exec(text.trim()) ?? [];
  const [, region, city, street] = m;
  // A municipality (北京市) is both region and locality.
  const locality = city ?? (region?.endsWith('市') ? region : undefined);
  return {
    '@type': 'PostalAddress',
    ...(region ? { addressRegion: region } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    streetAddress: (street ?? text).trim() || text.trim(),
    addressCountry: 'CN',
  };
}

/** The Organization that runs the site, with its PNG logo (crawlers do not take SVG logos). */
export function organizationJsonLd(site: SiteInfo, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: site.name,
    alternateName: site.shortName,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.png` },
    telephone: site.phone,
    address: postalAddress(site.address),
  };
}

/** The WebSite with its search box (the /search page takes q), for the home page. */
export function websiteJsonLd(site: SiteInfo, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: site.name,
    alternateName: site.shortName,
    url: `${siteUrl}/`,
    inLanguage: 'zh-CN',
    publisher: organizationRef(siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
